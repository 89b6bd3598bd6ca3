import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

let t: TestApp;
let owner: ApiClient;
let intruder: ApiClient;
let budget: { _id: string };
let transaction: { _id: string };

/** Everything the owner can see, to compare before and after the intruder's attempts. */
const snapshot = async () => ({
  budgets: (await owner.get('/api/budgets')).body,
  months: (await owner.get('/api/budgets/months')).body,
  transactions: (await owner.get('/api/transactions?getAllForFilters=true')).body,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = apiClient(t.app, await createTestUser(t));
  intruder = apiClient(t.app, await createTestUser(t));
  budget = (
    await owner.post('/api/budgets', {
      month: '2026-04-01',
      categories: [{ name: 'Rent', type: 'expense', budgetedAmount: 900 }],
    })
  ).body;
  transaction = (
    await owner.post('/api/transactions', {
      date: '2026-04-02',
      description: 'April rent',
      amount: 900,
      type: 'expense',
      category: 'Rent',
    })
  ).body;
});
afterAll(() => t.close());

describe("ids of another user's ledger", () => {
  it('answer 404 exactly as a missing id on GET, PUT and DELETE, and change nothing', async () => {
    const before = await snapshot();
    const missing = '00000000-0000-4000-8000-000000000000';
    const attempts: [string, (id: string) => ReturnType<ApiClient['get']>][] = [
      ['GET budget', (id) => intruder.get(`/api/budgets/${id}`)],
      [
        'PUT budget',
        (id) => intruder.put(`/api/budgets/${id}`, { categories: [], month: '2026-05-01' }),
      ],
      ['DELETE budget', (id) => intruder.del(`/api/budgets/${id}`)],
      [
        'PATCH category',
        (id) =>
          intruder.patch(`/api/budgets/${id}/categories`, {
            name: 'Rent',
            type: 'expense',
            newName: 'X',
          }),
      ],
      [
        'DELETE category',
        (id) => intruder.del(`/api/budgets/${id}/categories?name=Rent&type=expense`),
      ],
    ];
    for (const [name, attempt] of attempts) {
      const theirs = await attempt(budget._id);
      const unknown = await attempt(missing);
      expect({ name, ...theirs }).toEqual({ name, status: 404, body: { msg: 'Budget not found' } });
      expect(theirs).toEqual(unknown);
    }
    const txAttempts: ((id: string) => ReturnType<ApiClient['get']>)[] = [
      (id) => intruder.get(`/api/transactions/${id}`),
      (id) => intruder.put(`/api/transactions/${id}`, { amount: 1, category: 'Hacked' }),
      (id) => intruder.del(`/api/transactions/${id}`),
    ];
    for (const attempt of txAttempts) {
      const theirs = await attempt(transaction._id);
      expect(theirs).toEqual({ status: 404, body: { msg: 'Transaction not found' } });
      expect(theirs).toEqual(await attempt(missing));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("are invisible in the other user's lists, and the same month stays free for them", async () => {
    expect((await intruder.get('/api/budgets')).body).toEqual([]);
    expect((await intruder.get('/api/budgets/months')).body).toEqual([]);
    expect((await intruder.get('/api/transactions')).body.transactions).toEqual([]);
    const own = await intruder.post('/api/budgets', { month: '2026-04-01', categories: [] });
    expect(own.status).toBe(201);
    expect(own.body.totalActual).toBe(0);
  });
});
