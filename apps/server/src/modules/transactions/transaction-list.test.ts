import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { containsPattern } from './list-filters.ts';

let t: TestApp;
let user: TestUser;
let api: ApiClient;

type Row = { date: string; description: string; amount: number; type: string; category: string };
const rows: Row[] = [
  {
    date: '2026-01-05T10:00:00.000Z',
    description: 'Rent January',
    amount: 1200,
    type: 'expense',
    category: 'Housing',
  },
  {
    date: '2026-01-31T23:59:59.999Z',
    description: 'Late pizza',
    amount: 18.5,
    type: 'expense',
    category: 'Dining Out',
  },
  {
    date: '2026-02-01T00:00:00.000Z',
    description: 'Salary Feb',
    amount: 4000,
    type: 'income',
    category: 'Salary',
  },
  {
    date: '2026-02-03T12:00:00.000Z',
    description: '100% juice',
    amount: 4.25,
    type: 'expense',
    category: 'Groceries',
  },
  {
    date: '2026-02-03T12:00:00.000Z',
    description: 'snake_case book',
    amount: 30,
    type: 'expense',
    category: 'Education',
  },
  {
    date: '2026-02-10T08:00:00.000Z',
    description: 'Refund shoes',
    amount: -60,
    type: 'expense',
    category: 'Shopping',
  },
  {
    date: '2026-02-15T08:00:00.000Z',
    description: 'Back\\slash cable',
    amount: 9.99,
    type: 'expense',
    category: 'Shopping',
  },
  {
    date: '2026-02-20T08:00:00.000Z',
    description: 'Emergency top-up',
    amount: 250,
    type: 'savings',
    category: 'Emergency Fund',
  },
  {
    date: '2026-03-01T09:00:00.000Z',
    description: 'Rent March',
    amount: 1200,
    type: 'expense',
    category: 'Housing',
  },
  {
    date: '2026-03-02T09:00:00.000Z',
    description: 'Groceries weekly',
    amount: 75.3,
    type: 'expense',
    category: 'Groceries',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
  api = apiClient(t.app, user);
  // Inserted oldest first, one by one, so createdAt follows list order.
  for (const row of rows) expect((await api.post('/api/transactions', row)).status).toBe(201);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await api.get(`/api/transactions?${query}`);
  expect(res.status).toBe(200);
  return res.body as { transactions: Row[]; pagination: Record<string, unknown> };
};
const descriptions = async (query: string) =>
  (await list(query)).transactions.map((r) => r.description);

describe('transaction list order and pagination', () => {
  it('lists newest date first, then newest createdAt, with default page 1 of limit 50', async () => {
    const body = await list('');
    expect(body.transactions.map((r) => r.description)).toEqual(
      [...rows].reverse().map((r) => r.description),
    );
    expect(body.pagination).toEqual({
      currentPage: 1,
      limit: 50,
      totalCount: 10,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('breaks a same-date tie by the newer createdAt', async () => {
    expect(
      await descriptions('startDate=2026-02-03T00:00:00.000Z&endDate=2026-02-03T23:59:59.999Z'),
    ).toEqual(['snake_case book', '100% juice']);
  });

  it('splits pages with a last partial page, never repeating a row', async () => {
    const pages = [
      await list('limit=4&page=1'),
      await list('limit=4&page=2'),
      await list('limit=4&page=3'),
    ];
    expect(pages.map((p) => p.transactions.length)).toEqual([4, 4, 2]);
    expect(pages.map((p) => [p.pagination.hasPrevPage, p.pagination.hasNextPage])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
    expect(pages[2]?.pagination).toMatchObject({
      currentPage: 3,
      limit: 4,
      totalCount: 10,
      totalPages: 3,
    });
    const all = pages.flatMap((p) => p.transactions.map((r) => r.description));
    expect(all).toEqual([...rows].reverse().map((r) => r.description));
  });

  it('counts an exact multiple as full pages with no empty page after them', async () => {
    const last = await list('limit=5&page=2');
    expect(last.transactions).toHaveLength(5);
    expect(last.pagination).toMatchObject({ totalPages: 2, hasNextPage: false, hasPrevPage: true });
  });

  it('answers an empty result as page 1 of 1 with neither next nor previous', async () => {
    expect((await list('description=nothing-like-this')).pagination).toEqual({
      currentPage: 1,
      limit: 50,
      totalCount: 0,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('answers a page past the end with no rows and a previous page', async () => {
    const body = await list('limit=4&page=9');
    expect(body.transactions).toEqual([]);
    expect(body.pagination).toMatchObject({
      currentPage: 9,
      totalPages: 3,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('returns every match as page 1 of 1 with getAllForFilters=true, ignoring page and limit', async () => {
    const body = await list('getAllForFilters=true&type=expense&page=3&limit=2');
    expect(body.transactions).toHaveLength(8);
    expect(body.pagination).toEqual({
      currentPage: 1,
      limit: 8,
      totalCount: 8,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('accepts limit 250 and refuses 0, 251 and page 0', async () => {
    expect((await list('limit=250')).pagination.limit).toBe(250);
    for (const query of ['limit=0', 'limit=251', 'page=0', 'page=-1', 'limit=abc']) {
      expect((await api.get(`/api/transactions?${query}`)).status).toBe(400);
    }
  });
});

describe('listed transactions', () => {
  it('are exactly what a single read answers, for any text, amount and notes', async () => {
    const other = apiClient(t.app, await createTestUser(t));
    const odd = [
      { description: 'Quote " and \\ back\nslash\ttab \u0001', amount: 0.1, notes: 'Ünïcödé ✓ 😀' },
      { description: '</script> & <b>', amount: -60.05, notes: '' },
      { description: 'Big', amount: 123456789.99, notes: 'a "b" c' },
      { description: 'Largest', amount: 1_000_000_000, notes: null },
      { description: 'Cents', amount: -0.05, notes: 'x' },
      { description: 'Dimes', amount: 7.5, notes: 'y' },
    ];
    const ids: string[] = [];
    for (const [i, row] of odd.entries()) {
      const res = await other.post('/api/transactions', {
        ...row,
        date: `2026-05-0${i + 1}T08:09:10.011Z`,
        type: 'expense',
        category: 'Odd "cat"',
      });
      expect(res.status).toBe(201);
      ids.push(res.body._id);
    }
    const listed = (await other.get('/api/transactions?limit=10')).body.transactions;
    const all = (await other.get('/api/transactions?getAllForFilters=true')).body.transactions;
    for (const id of ids) {
      const single = (await other.get(`/api/transactions/${id}`)).body;
      expect(listed.find((row: { _id: string }) => row._id === id)).toEqual(single);
      expect(all.find((row: { _id: string }) => row._id === id)).toEqual(single);
    }
    expect(listed.map((row: { amount: number }) => row.amount)).toEqual([
      7.5, -0.05, 1_000_000_000, 123456789.99, -60.05, 0.1,
    ]);
  });
});

describe('transaction filters', () => {
  const cases: [string, string, string[]][] = [
    [
      'startDate is inclusive',
      'startDate=2026-03-01T00:00:00.000Z',
      ['Groceries weekly', 'Rent March'],
    ],
    ['endDate is inclusive', 'endDate=2026-01-31T23:59:59.999Z', ['Late pizza', 'Rent January']],
    [
      'a month range (start to end of month, UTC)',
      'startDate=2026-01-01T00:00:00.000Z&endDate=2026-01-31T23:59:59.999Z',
      ['Late pizza', 'Rent January'],
    ],
    ['description contains, ignoring case', 'description=RENT', ['Rent March', 'Rent January']],
    ['description % is literal', 'description=100%25', ['100% juice']],
    ['description _ is literal', 'description=e_c', ['snake_case book']],
    ['description \\ is literal', 'description=k%5Cs', ['Back\\slash cable']],
    ['category contains, ignoring case', 'category=GROC', ['Groceries weekly', '100% juice']],
    ['type is exact', 'type=savings', ['Emergency top-up']],
    ['minAmount is inclusive', 'minAmount=1200', ['Rent March', 'Salary Feb', 'Rent January']],
    [
      'maxAmount is inclusive, negatives included',
      'maxAmount=9.99',
      ['Back\\slash cable', 'Refund shoes', '100% juice'],
    ],
    ['minAmount with a negative bound', 'minAmount=-60&maxAmount=-60', ['Refund shoes']],
    ['maxAmount between cents rounds down', 'maxAmount=4.259', ['Refund shoes', '100% juice']],
    [
      'combined: type, category, amounts and dates',
      'type=expense&category=o&minAmount=10&maxAmount=1200&startDate=2026-01-01T00:00:00.000Z&endDate=2026-02-28T23:59:59.999Z',
      ['snake_case book', 'Late pizza', 'Rent January'],
    ],
    ['combined: description and type with no match', 'description=rent&type=income', []],
  ];
  it.each(cases)('%s', async (_name, query, expected) => {
    expect(await descriptions(query)).toEqual(expected);
  });

  it('combines filters with pagination counts', async () => {
    const body = await list('type=expense&limit=3&page=2');
    expect(body.pagination).toMatchObject({
      totalCount: 8,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
    });
  });

  it('pages filtered matches in list order, as the full list of the same filter has them', async () => {
    const filter = 'type=expense&maxAmount=1200';
    const all = (await list(`${filter}&getAllForFilters=true`)).transactions;
    expect(all.length).toBeGreaterThan(4);
    const paged = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) {
      paged.push(...(await list(`${filter}&limit=2&page=${page}`)).transactions);
    }
    expect(paged).toEqual(all);
  });

  it('counts whole UTC months exactly, on a page past the end too', async () => {
    const inJanuaryAndFebruary = rows.filter(
      (row) => row.date >= '2026-01-01' && row.date < '2026-03-01',
    ).length;
    const months = 'startDate=2026-01-01T00:00:00.000Z&endDate=2026-02-28T23:59:59.999Z';
    const first = await list(`${months}&limit=2`);
    expect(first.transactions).toHaveLength(2);
    expect(first.pagination.totalCount).toBe(inJanuaryAndFebruary);
    const past = await list(`${months}&limit=2&page=40`);
    expect(past.transactions).toEqual([]);
    expect(past.pagination).toMatchObject({ totalCount: inJanuaryAndFebruary, hasPrevPage: true });
    // One millisecond short of the month's end is a plain range, counted row by row.
    const partial = await list(
      'startDate=2026-01-01T00:00:00.000Z&endDate=2026-01-31T23:59:59.998Z&limit=1',
    );
    expect(partial.pagination.totalCount).toBe(
      rows.filter((row) => row.date >= '2026-01-01' && row.date < '2026-01-31T23:59:59.999Z')
        .length,
    );
  });

  it('refuses bad filter values with 400 errors', async () => {
    for (const query of [
      'startDate=yesterday',
      'endDate=2026-02-30',
      'type=gift',
      'minAmount=ten',
      'getAllForFilters=yes',
    ]) {
      const res = await api.get(`/api/transactions?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ param: expect.any(String), msg: expect.any(String) });
    }
  });

  it('escapes %, _ and \\ for a literal ILIKE', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it("never lists another ledger's transactions", async () => {
    const other = await createTestUser(t);
    await t.database.db.insert(transactions).values({
      ledgerId: other.id,
      accountId: other.id,
      date: new Date('2026-02-05T00:00:00.000Z'),
      description: 'Rent of someone else',
      amountCents: 100,
      type: 'expense',
      category: 'Housing',
    });
    expect(await descriptions('description=rent')).toEqual(['Rent March', 'Rent January']);
    expect(
      (await apiClient(t.app, other).get('/api/transactions')).body.pagination.totalCount,
    ).toBe(1);
  });
});
