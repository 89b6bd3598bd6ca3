import { describe, expect, it } from 'vitest';
import { signedInApiPerFile } from '../../test/per-file.ts';

const api = signedInApiPerFile();

const month = (key: string, food: number, fund: number) => ({
  month: key,
  categories: [
    { name: 'Food', type: 'expense', budgetedAmount: food },
    { name: 'Fun', type: 'expense', budgetedAmount: 50 },
    { name: 'Rainy Day', type: 'savings', budgetedAmount: fund },
  ],
});
const spend = (date: string, amount: number, category: string, type = 'expense') =>
  api.post('/api/transactions', { date, description: category, amount, type, category });
const carry = (id: string) => api.get(`/api/budgets/${id}/carry-over`);

describe("per-category 'Carry over'", () => {
  it('adds the unspent amount or subtracts the overspending, chained, beside the unchanged spec totals', async () => {
    await api.post('/api/budgets', month('2026-01-01', 300, 100));
    await spend('2026-01-10', 250, 'Food'); // 50 unspent
    await spend('2026-01-10', 80, 'Fun');
    await spend('2026-01-10', 60, 'Rainy Day', 'savings'); // 40 not saved
    const feb = (await api.post('/api/budgets', month('2026-02-01', 300, 100))).body;
    await spend('2026-02-03', 400, 'Food'); // 300 + 50 − 400 = −50
    const mar = (await api.post('/api/budgets', month('2026-03-01', 300, 100))).body;

    // Off by default: nothing carried.
    expect((await carry(feb._id)).body.categories[0]).toEqual({
      name: 'Food',
      type: 'expense',
      carryOver: false,
      carried: 0,
      available: -100,
    });
    expect(
      (await api.put('/api/budgets/carry-over', { name: 'food', type: 'expense', carryOver: true }))
        .status,
    ).toBe(200);
    await api.put('/api/budgets/carry-over', {
      name: 'Rainy Day',
      type: 'savings',
      carryOver: true,
    });

    const febCarry = (await carry(feb._id)).body.categories;
    expect(febCarry).toEqual([
      { name: 'Food', type: 'expense', carryOver: true, carried: 50, available: -50 },
      { name: 'Fun', type: 'expense', carryOver: false, carried: 0, available: 50 },
      { name: 'Rainy Day', type: 'savings', carryOver: true, carried: 40, available: 140 },
    ]);
    const marCarry = (await carry(mar._id)).body.categories;
    expect(marCarry[0]).toMatchObject({ carried: -50, available: 250 });
    expect(marCarry[2]).toMatchObject({ carried: 140, available: 240 });

    // The budget's own totals of February stay as written.
    const febBudget = (await api.get(`/api/budgets/${feb._id}`)).body;
    expect(febBudget.totalBudgeted).toBe(450);
    expect(febBudget.categories[0]).toMatchObject({ budgetedAmount: 300, actualAmount: 400 });

    // An edit in January shows in March at once; turning it off stops it.
    await spend('2026-01-20', 30, 'Food');
    expect((await carry(mar._id)).body.categories[0]).toMatchObject({ carried: -80 });
    await api.put('/api/budgets/carry-over', { name: 'Food', type: 'expense', carryOver: false });
    expect((await carry(mar._id)).body.categories[0]).toMatchObject({
      carryOver: false,
      carried: 0,
    });
  });

  it('is refused for income and for bad bodies', async () => {
    const res = await api.put('/api/budgets/carry-over', {
      name: 'Salary',
      type: 'income',
      carryOver: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].param).toBe('type');
    expect(
      (await api.put('/api/budgets/carry-over', { name: '', type: 'expense', carryOver: true }))
        .status,
    ).toBe(400);
    expect(
      (await api.put('/api/budgets/carry-over', { name: 'Food', type: 'expense' })).status,
    ).toBe(400);
  });
});
