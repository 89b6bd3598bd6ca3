import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '@elevate/shared/schemas/common';
import { BUDGET_PAGE_SIZE, MAX_BUDGETS_PER_USER } from '@elevate/shared/schemas/budgets';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { insertBudgets } from '../../test/bulk-rows.ts';
import { BUDGET_LIMIT_REACHED } from './budget-service.ts';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
});
afterAll(() => t.close());

const rent = [{ name: 'Rent', type: 'expense', budgetedAmount: 1000 }];
const newBudget = (month: string) => ({ month, categories: rent, totalBudgeted: 0 });

const outOfRange = ['0001-01-01', '0099-12-15', '1899-12-31', '2201-01-01'];

describe('dates outside 1900-2200 or that JavaScript would move', () => {
  it('a budget for 0001-01 is refused with 400 { errors } instead of being stored as 1901-01', async () => {
    for (const month of outOfRange) {
      const res = await api.post('/api/budgets', newBudget(month));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ param: 'month', msg: DATE_RANGE_MESSAGE }] });
    }
    const shifted = await api.post('/api/budgets', newBudget('2200-12-31T23:00:00-05:00'));
    expect(shifted.status).toBe(400);
    for (const month of ['2026-02-31', '2026-02-28T24:00:00Z']) {
      const res = await api.post('/api/budgets', newBudget(month));
      expect(res.body).toEqual({ errors: [{ param: 'month', msg: 'Invalid date' }] });
    }
    expect((await api.get('/api/budgets/months')).body).toEqual([]);
    expect((await api.get('/api/budgets?month=0001-01-01')).status).toBe(400);
  });

  it('the first and last months, 1900-01 and 2200-12, are kept as sent', async () => {
    const first = await api.post('/api/budgets', newBudget('1900-01-01'));
    const last = await api.post('/api/budgets', newBudget('2200-12-31'));
    expect(first.body.month).toBe('1900-01-01T00:00:00.000Z');
    expect(last.body.month).toBe('2200-12-01T00:00:00.000Z');
    const moved = await api.put(`/api/budgets/${first.body._id}`, { month: '0001-06-01' });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ errors: [{ param: 'month', msg: DATE_RANGE_MESSAGE }] });
    expect((await api.get(`/api/budgets/${first.body._id}`)).body.month).toBe(first.body.month);
  });

  it('transaction dates, list bounds and echoed dates are checked the same way', async () => {
    const base = { description: 'Rent', amount: 10, type: 'expense', category: 'Rent' };
    const old = await api.post('/api/transactions', { ...base, date: '0001-01-15' });
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ errors: [{ param: 'date', msg: DATE_RANGE_MESSAGE }] });
    const overflow = await api.post('/api/transactions', { ...base, date: '2026-02-31' });
    expect(overflow.body).toEqual({ errors: [{ param: 'date', msg: 'Invalid date' }] });

    const saved = await api.post('/api/transactions', { ...base, date: '2026-03-01' });
    expect(saved.status).toBe(201);
    const url = `/api/transactions/${saved.body._id}`;
    const moved = await api.put(url, { ...saved.body, date: '9999-12-31T23:00:00-05:00' });
    expect(moved.status).toBe(400);
    expect((await api.put(url, { ...saved.body, createdAt: '0050-01-01' })).status).toBe(400);
    expect((await api.get(url)).body.date).toBe('2026-03-01T00:00:00.000Z');

    for (const [param, value] of [
      ['startDate', '0001-01-01'],
      ['endDate', '2201-01-01'],
      ['endDate', '2026-02-28T24:00:00Z'],
    ] as const) {
      const res = await api.get(`/api/transactions?${param}=${encodeURIComponent(value)}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param, msg: expect.any(String) }]);
    }
  });
});

describe('what one ledger can hold', () => {
  it('at most 1,200 budgets, even for a parallel burst of creates (409 { msg } past it)', async () => {
    const user = await createTestUser(t);
    const own = apiClient(t.app, user);
    await insertBudgets(t.database.db, user.id, MAX_BUDGETS_PER_USER - 10);
    // Thirty months no budget has yet, sent together: ten fit.
    const burst = Array.from({ length: 30 }, (_, i) => {
      const month = String((i % 12) + 1).padStart(2, '0');
      return `${2150 + Math.floor(i / 12)}-${month}-01`;
    });
    const answers = await Promise.all(
      burst.map((month) => own.post('/api/budgets', newBudget(month))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer).toEqual({ status: 409, body: { msg: BUDGET_LIMIT_REACHED } });
    }
    expect((await own.get('/api/budgets/months')).body).toHaveLength(MAX_BUDGETS_PER_USER);

    // Deleting one makes room for one; another ledger is not affected.
    const [newest] = (await own.get('/api/budgets')).body;
    expect((await own.del(`/api/budgets/${newest._id}`)).status).toBe(200);
    expect((await own.post('/api/budgets', newBudget('2199-01-01'))).status).toBe(201);
    expect((await own.post('/api/budgets', newBudget('2199-02-01'))).status).toBe(409);
    expect((await api.post('/api/budgets', newBudget('2026-01-01'))).status).toBe(201);
  });

  it('the budget list answers 120 budgets, newest first, with a Link to the next page', async () => {
    const user = await createTestUser(t);
    await insertBudgets(t.database.db, user.id, 250);
    const list = (query: string) =>
      t.app.inject({ url: `/api/budgets${query}`, headers: user.headers });

    const first = await list('');
    const firstPage = first.json() as { month: string }[];
    expect(firstPage).toHaveLength(BUDGET_PAGE_SIZE);
    expect(firstPage[0]?.month).toBe('1921-10-01T00:00:00.000Z');
    expect(first.headers.link).toBe(`</api/budgets?page=2&limit=${BUDGET_PAGE_SIZE}>; rel="next"`);

    const last = await list('?page=3');
    const lastPage = last.json() as { month: string }[];
    expect(lastPage.map((b) => b.month).at(-1)).toBe('1901-01-01T00:00:00.000Z');
    expect(lastPage).toHaveLength(250 - 2 * BUDGET_PAGE_SIZE);
    expect(last.headers.link).toBeUndefined();

    expect((await list('?limit=121')).statusCode).toBe(400);
    // A normal ledger still gets its whole list in one answer, without a Link.
    const small = await t.app.inject({
      url: '/api/budgets',
      headers: (await createTestUser(t)).headers,
    });
    expect(small.json()).toEqual([]);
    expect(small.headers.link).toBeUndefined();
  });
});
