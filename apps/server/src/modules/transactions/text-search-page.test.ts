import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { containsPattern } from './list-filters.ts';

/**
 * The text search (decision 0023) pinned against the plain query it replaces:
 * an ILIKE over every transaction of the ledger, in list order.
 */
let t: TestApp;
let user: TestUser;
let other: TestUser;
let api: ApiClient;

const DESCRIPTIONS = ['Market 50% off', 'market_hall', 'MARKET', 'Café Über', 'a', 'Rent', 'x\\y'];
const CATEGORIES = ['Groceries', 'groceries', 'Dining Out', 'Housing', 'Gr_ce'];
const TYPES = ['expense', 'income', 'savings'] as const;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
  other = await createTestUser(t);
  api = apiClient(t.app, user);
  // ~700 rows over 30 months, so early pages, deep pages and ties in date all occur.
  await t.database.db.execute(sql`
    insert into transactions (ledger_id, date, description, amount_cents, type, category)
    select ${user.id}, timestamptz '2026-03-01T00:00:00Z' - make_interval(hours => 31 * (i / 3)),
      (${textArray(DESCRIPTIONS)})[1 + i % ${DESCRIPTIONS.length}],
      100 + i, (${textArray(TYPES)})[1 + (i / 7) % 3],
      (${textArray(CATEGORIES)})[1 + (i / 2) % ${CATEGORIES.length}]
    from generate_series(0, 699) as i`);
  // The other ledger's rows match the same terms and must never count.
  await t.database.db.execute(sql`
    insert into transactions (ledger_id, date, description, amount_cents, type, category)
    select ${other.id}, timestamptz '2026-01-01T00:00:00Z', 'Market', 100, 'expense', 'Groceries'
    from generate_series(1, 50)`);
});
afterAll(() => t.close());

type Query = { description?: string; category?: string; type?: string };

async function expected(q: Query, page: number, limit: number) {
  const where = [sql`ledger_id = ${user.id}`];
  if (q.description) where.push(sql`description ilike ${containsPattern(q.description)}`);
  if (q.category) where.push(sql`category ilike ${containsPattern(q.category)}`);
  if (q.type) where.push(sql`type = ${q.type}`);
  const rows = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select id from transactions where ${sql.join(where, sql` and `)}
      order by date desc, created_at desc, id desc`),
  );
  return {
    ids: rows.slice((page - 1) * limit, page * limit).map((r) => r.id),
    total: rows.length,
  };
}

async function actual(q: Query, page: number, limit: number) {
  const params = new URLSearchParams({ ...q, page: String(page), limit: String(limit) });
  const res = await api.get(`/api/transactions?${params.toString()}`);
  expect(res.status).toBe(200);
  const body = res.body as {
    transactions: { _id: string }[];
    pagination: { totalCount: number };
  };
  return { ids: body.transactions.map((r) => r._id), total: body.pagination.totalCount };
}

const TERMS: Query[] = [
  { description: 'a' },
  { description: 'MA' },
  { description: 'market' },
  { description: '%' },
  { description: '_' },
  { description: '\\' },
  { description: 'é' },
  { description: 'über' },
  { description: 'nothing like it' },
  { category: 'g' },
  { category: 'GR' },
  { category: 'gr_c' },
  { description: 'mar', category: 'groc' },
  { description: 'a', type: 'income' },
  { category: 'o', type: 'savings' },
  { description: 'e', category: 'e', type: 'expense' },
];

describe('contains search over the kept texts', () => {
  it('finds and counts what a plain ILIKE over the transactions finds, page by page', async () => {
    for (const q of TERMS) {
      for (const [page, limit] of [
        [1, 50],
        [2, 50],
        [3, 7],
      ] as const) {
        expect({ q, page, ...(await actual(q, page, limit)) }).toEqual({
          q,
          page,
          ...(await expected(q, page, limit)),
        });
      }
    }
  });

  it('walks the list order for pages deeper than the per-text depth', async () => {
    // 25 × 100 rows deep is past TEXT_PAGE_DEPTH (2000): the other statement answers.
    const q = { description: 'a' };
    const deep = await actual(q, 25, 100);
    expect(deep).toEqual(await expected(q, 25, 100));
    expect((await actual(q, 7, 100)).ids).toEqual((await expected(q, 7, 100)).ids);
  });

  it('follows every kind of write: create, edit of a text, delete', async () => {
    const created = await api.post('/api/transactions', {
      date: '2026-03-05',
      description: 'Zebra Market',
      amount: 3,
      type: 'expense',
      category: 'Zoo',
    });
    const id = (created.body as { _id: string })._id;
    expect(await actual({ description: 'zebra' }, 1, 50)).toEqual({ ids: [id], total: 1 });
    await api.put(`/api/transactions/${id}`, { description: 'Yak Market', category: 'Farm' });
    expect(await actual({ description: 'zebra' }, 1, 50)).toEqual({ ids: [], total: 0 });
    expect(await actual({ description: 'yak', category: 'farm' }, 1, 50)).toEqual({
      ids: [id],
      total: 1,
    });
    expect(await actual({ category: 'zoo' }, 1, 50)).toEqual({ ids: [], total: 0 });
    await api.del(`/api/transactions/${id}`);
    expect(await actual({ description: 'yak' }, 1, 50)).toEqual({ ids: [], total: 0 });
    for (const q of TERMS.slice(0, 4)) {
      expect(await actual(q, 1, 50)).toEqual(await expected(q, 1, 50));
    }
  });
});
