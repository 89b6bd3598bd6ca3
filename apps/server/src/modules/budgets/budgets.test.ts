import { describe, expect, it } from 'vitest';
import { signedInApiPerFile } from '../../test/per-file.ts';

const api = signedInApiPerFile();

const tx = (date: string, category: string, amount: number, type = 'expense') => ({
  date,
  description: `${category} on ${date}`,
  amount,
  type,
  category,
});

const expense = (name: string, budgetedAmount: number) => ({
  name,
  type: 'expense',
  budgetedAmount,
});

async function createBudget(month: string, categories: object[] = [expense('Rent', 1000)]) {
  const res = await api.post('/api/budgets', {
    month,
    categories,
    totalBudgeted: 0,
    totalActual: 0,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('creating and reading budgets', () => {
  it('creates a budget (201) with server-computed totals and actuals from that month only', async () => {
    await api.post('/api/transactions', tx('2026-03-05', 'Groceries', 40.25));
    await api.post('/api/transactions', tx('2026-03-31T23:59:59.999Z', 'groceries', 9.75));
    await api.post('/api/transactions', tx('2026-04-01T00:00:00.000Z', 'Groceries', 1000));
    await api.post('/api/transactions', tx('2026-02-28T23:59:59.999Z', 'Groceries', 1000));
    await api.post('/api/transactions', tx('2026-03-02', 'Salary', 3000, 'income'));
    await api.post('/api/transactions', tx('2026-03-02', 'Groceries', 7, 'savings'));

    const res = await api.post('/api/budgets', {
      month: '2026-03-15',
      categories: [
        { name: 'Salary', type: 'income', budgetedAmount: 500, actualAmount: 999 },
        {
          name: 'Groceries',
          type: 'expense',
          budgetedAmount: 300.5,
          actualAmount: 999,
          sortOrder: 2,
        },
        { name: 'Emergency Fund', type: 'savings', budgetedAmount: 100 },
      ],
      totalBudgeted: 1,
      totalActual: 2,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      month: '2026-03-01T00:00:00.000Z',
      categories: [
        { name: 'Salary', type: 'income', budgetedAmount: 0, actualAmount: 3000, sortOrder: 0 },
        {
          name: 'Groceries',
          type: 'expense',
          budgetedAmount: 300.5,
          actualAmount: 50,
          sortOrder: 2,
        },
        {
          name: 'Emergency Fund',
          type: 'savings',
          budgetedAmount: 100,
          actualAmount: 0,
          sortOrder: 0,
        },
      ],
      totalBudgeted: 400.5,
      totalActual: 3050,
      toBeBudgetedRollover: 0,
      version: 1,
    });
    expect((await api.get(`/api/budgets/${res.body._id}`)).body).toEqual(res.body);
  });

  it('answers 409 { msg } when the month already has a budget', async () => {
    await createBudget('2025-01-01');
    const res = await api.post('/api/budgets', { month: '2025-01-20', categories: [] });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: 'A budget for this month already exists' });
    expect((await api.get('/api/budgets?month=2025-01-01')).body).toHaveLength(1);
  });

  it('refuses two categories of one type whose names differ only in case', async () => {
    const res = await api.post('/api/budgets', {
      month: '2024-06-01',
      categories: [expense('Rent', 1), expense('rent', 2)],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].msg).toBe("Duplicate expense category 'rent'");
    expect((await api.get('/api/budgets?month=2024-06-01')).body).toEqual([]);
  });

  it('lists all budgets newest month first, one month by ?month= as a list of 0 or 1, and the months', async () => {
    const list = (await api.get('/api/budgets')).body;
    const months = list.map((b: { month: string }) => b.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(months).toContain('2026-03-01T00:00:00.000Z');

    const one = await api.get(
      `/api/budgets?month=${encodeURIComponent('2026-03-01T00:00:00.000Z')}`,
    );
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(1);
    expect(one.body[0].month).toBe('2026-03-01T00:00:00.000Z');
    expect((await api.get('/api/budgets?month=2019-02-01')).body).toEqual([]);

    const res = await api.get('/api/budgets/months');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(months);
  });

  it('answers 404 { msg } for an unknown id and 400 for a malformed one', async () => {
    const missing = await api.get('/api/budgets/00000000-0000-4000-8000-000000000000');
    expect(missing).toEqual({ status: 404, body: { msg: 'Budget not found' } });
    expect((await api.get('/api/budgets/not-an-id')).status).toBe(400);
  });
});

describe('updating budgets', () => {
  it('replaces categories and recomputes totals; a dropped category keeps its transactions', async () => {
    const budget = await createBudget('2026-05-01', [expense('Rent', 1000), expense('Fun', 50)]);
    const spent = await api.post('/api/transactions', tx('2026-05-10', 'Fun', 20));
    const res = await api.put(`/api/budgets/${budget._id}`, {
      categories: [expense('Rent', 1200)],
      totalBudgeted: 5,
    });
    expect(res.status).toBe(200);
    expect(res.body.categories).toEqual([
      { name: 'Rent', type: 'expense', budgetedAmount: 1200, actualAmount: 0, sortOrder: 0 },
    ]);
    expect(res.body.totalBudgeted).toBe(1200);
    expect(res.body.version).toBe(budget.version + 1);
    expect((await api.get(`/api/transactions/${spent.body._id}`)).status).toBe(200);
  });

  it('moves a budget to a free month, and answers 409 when the month is taken', async () => {
    const budget = await createBudget('2026-06-01');
    await createBudget('2026-07-01');
    await api.post('/api/transactions', tx('2026-08-03', 'Rent', 900));

    const taken = await api.put(`/api/budgets/${budget._id}`, {
      month: '2026-07-01T00:00:00.000Z',
    });
    expect(taken).toEqual({ status: 409, body: { msg: 'A budget for this month already exists' } });
    expect((await api.get(`/api/budgets/${budget._id}`)).body).toEqual(budget);

    const moved = await api.put(`/api/budgets/${budget._id}`, {
      month: '2026-08-01T00:00:00.000Z',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.month).toBe('2026-08-01T00:00:00.000Z');
    expect(moved.body.categories[0].actualAmount).toBe(900);
    expect(moved.body.totalActual).toBe(900);
  });

  it('saves the full budget as received, ignoring the client totals and actuals', async () => {
    const budget = await createBudget('2026-09-01');
    const full = {
      ...budget,
      toBeBudgetedRollover: 25.5,
      categories: [{ ...budget.categories[0], budgetedAmount: 10, actualAmount: 77 }],
      totalActual: 77,
      totalBudgeted: 999,
    };
    const res = await api.put(`/api/budgets/${budget._id}`, full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalBudgeted: 10,
      totalActual: 0,
      toBeBudgetedRollover: 25.5,
    });
    expect(res.body.categories[0].actualAmount).toBe(0);
  });

  it('refuses a body whose _id is not the budget in the URL', async () => {
    const budget = await createBudget('2026-10-01');
    const other = await createBudget('2026-11-01');
    const res = await api.put(`/api/budgets/${budget._id}`, { ...other, categories: [] });
    expect(res.status).toBe(400);
    expect((await api.get(`/api/budgets/${other._id}`)).body).toEqual(other);
    expect((await api.get(`/api/budgets/${budget._id}`)).body).toEqual(budget);
  });

  it('answers 409 to a stale version instead of overwriting the other tab’s change', async () => {
    const budget = await createBudget('2027-01-01');
    const first = await api.put(`/api/budgets/${budget._id}`, {
      version: budget.version,
      categories: [expense('Rent', 1500)],
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(budget.version + 1);

    const stale = await api.put(`/api/budgets/${budget._id}`, {
      version: budget.version,
      categories: [expense('Rent', 1)],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/changed elsewhere/);
    expect((await api.get(`/api/budgets/${budget._id}`)).body).toEqual(first.body);
  });
});

describe('deleting budgets', () => {
  it('deletes the budget and the transactions of its month, and no other month', async () => {
    const budget = await createBudget('2027-02-01');
    const inside = await api.post('/api/transactions', tx('2027-02-14', 'Rent', 10));
    const after = await api.post('/api/transactions', tx('2027-03-01T00:00:00.000Z', 'Rent', 10));
    const before = await api.post('/api/transactions', tx('2027-01-31T23:59:59.999Z', 'Rent', 10));

    const res = await api.del(`/api/budgets/${budget._id}`);
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect((await api.get(`/api/budgets/${budget._id}`)).status).toBe(404);
    expect((await api.get(`/api/transactions/${inside.body._id}`)).status).toBe(404);
    expect((await api.get(`/api/transactions/${after.body._id}`)).status).toBe(200);
    expect((await api.get(`/api/transactions/${before.body._id}`)).status).toBe(200);
    expect((await api.del(`/api/budgets/${budget._id}`)).status).toBe(404);
  });
});
