import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

let t: TestApp;
let api: ApiClient;
let budget: { _id: string };
let transaction: { _id: string };

const validTx = {
  date: '2026-02-02',
  description: 'Coffee',
  amount: 3.5,
  type: 'expense',
  category: 'Dining Out',
};
const validBudget = {
  month: '2026-03-01',
  categories: [{ name: 'Rent', type: 'expense', budgetedAmount: 10 }],
};

const snapshot = async () => ({
  budgets: (await api.get('/api/budgets')).body,
  transactions: (await api.get('/api/transactions?getAllForFilters=true')).body,
});

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
  budget = (await api.post('/api/budgets', { ...validBudget, month: '2026-02-01' })).body;
  transaction = (await api.post('/api/transactions', validTx)).body;
});
afterAll(() => t.close());

/** Raw JSON text, so NaN, Infinity and 1e309 reach the server as written. */
const raw = (fields: string) =>
  `{"date":"2026-02-02","description":"Coffee","type":"expense","category":"Food",${fields}}`;

const amounts: [string, string][] = [
  ['a string', '"12.50"'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['1e309', '1e309'],
  ['0.001', '0.001'],
  ['null', 'null'],
  ['an array', '[12]'],
  ['an object', '{"value":12}'],
  ['above 1,000,000,000', '1000000000.01'],
  ['zero', '0'],
];

describe('bad input answers 4xx and changes nothing', () => {
  it.each(amounts)('a transaction amount that is %s', async (_name, amount) => {
    const before = await snapshot();
    const created = await api.post('/api/transactions', raw(`"amount":${amount}`));
    const updated = await api.put(`/api/transactions/${transaction._id}`, `{"amount":${amount}}`);
    expect([created.status, updated.status]).toEqual([400, 400]);
    expect(await snapshot()).toEqual(before);
  });

  it.each(amounts.filter(([name]) => name !== 'zero'))(
    'a budgeted amount that is %s',
    async (_name, amount) => {
      const before = await snapshot();
      const category = `{"name":"Rent","type":"expense","budgetedAmount":${amount}}`;
      const created = await api.post(
        '/api/budgets',
        `{"month":"2026-05-01","categories":[${category}]}`,
      );
      const updated = await api.put(`/api/budgets/${budget._id}`, `{"categories":[${category}]}`);
      const patched = await api.patch(
        `/api/budgets/${budget._id}/categories`,
        `{"name":"Rent","type":"expense","budgetedAmount":${amount}}`,
      );
      expect([created.status, updated.status, patched.status]).toEqual([400, 400, 400]);
      expect(await snapshot()).toEqual(before);
    },
  );

  const bodies: [string, string, unknown][] = [
    ['a bad date', '/api/transactions', { ...validTx, date: '2026-13-01' }],
    ['an impossible date', '/api/transactions', { ...validTx, date: '2026-02-30' }],
    ['a date that is not a date', '/api/transactions', { ...validTx, date: 'next tuesday' }],
    ['an unknown type', '/api/transactions', { ...validTx, type: 'gift' }],
    ['a missing description', '/api/transactions', { ...validTx, description: undefined }],
    ['a missing amount', '/api/transactions', { ...validTx, amount: undefined }],
    ['a blank category', '/api/transactions', { ...validTx, category: '   ' }],
    [
      'a 201-character description',
      '/api/transactions',
      { ...validTx, description: 'x'.repeat(201) },
    ],
    ['notes over 1000 characters', '/api/transactions', { ...validTx, notes: 'x'.repeat(1001) }],
    [
      'an extra user field',
      '/api/transactions',
      { ...validTx, user: '00000000-0000-4000-8000-000000000000' },
    ],
    [
      'an extra _id field',
      '/api/transactions',
      { ...validTx, _id: '00000000-0000-4000-8000-000000000000' },
    ],
    ['an array body', '/api/transactions', [validTx]],
    ['a budget with a bad month', '/api/budgets', { ...validBudget, month: '2026-02-31' }],
    ['a budget without categories', '/api/budgets', { month: '2026-03-01' }],
    [
      'a budget category of unknown type',
      '/api/budgets',
      { ...validBudget, categories: [{ name: 'X', type: 'gift', budgetedAmount: 1 }] },
    ],
    [
      'a negative budgeted amount',
      '/api/budgets',
      { ...validBudget, categories: [{ name: 'X', type: 'expense', budgetedAmount: -1 }] },
    ],
    [
      'a 101-character category name',
      '/api/budgets',
      {
        ...validBudget,
        categories: [{ name: 'x'.repeat(101), type: 'expense', budgetedAmount: 1 }],
      },
    ],
    ['an extra user field on a budget', '/api/budgets', { ...validBudget, user: 'someone' }],
    [
      'an extra _id field on a budget',
      '/api/budgets',
      { ...validBudget, _id: '00000000-0000-4000-8000-000000000000' },
    ],
  ];
  it.each(bodies)('a POST with %s', async (_name, url, body) => {
    const before = await snapshot();
    const res = await api.post(url, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ param: expect.any(String), msg: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });

  const rawBodies: [string, string, string][] = [
    ['a __proto__ key', '/api/transactions', raw('"amount":1,"__proto__":{"isAdmin":true}')],
    [
      'a nested __proto__ key',
      '/api/budgets',
      '{"month":"2026-06-01","categories":[{"__proto__":{"x":1},"name":"A","type":"expense","budgetedAmount":1}]}',
    ],
    [
      'a constructor.prototype key',
      '/api/transactions',
      raw('"amount":1,"constructor":{"prototype":{"x":1}}'),
    ],
    ['malformed JSON', '/api/transactions', '{"amount":'],
  ];
  it.each(rawBodies)('a POST with %s', async (_name, url, body) => {
    const before = await snapshot();
    const res = await api.post(url, body);
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('a 2 MB body answers 413', async () => {
    const before = await snapshot();
    const res = await api.post('/api/transactions', {
      ...validTx,
      notes: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ msg: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });

  it('bad budget query and path values answer 400', async () => {
    for (const url of [
      '/api/budgets?month=March',
      '/api/budgets?month=2026-02-30',
      '/api/budgets/123',
    ]) {
      expect((await api.get(url)).status).toBe(400);
    }
  });
});
