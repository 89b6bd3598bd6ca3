import { describe, expect, it } from 'vitest';
import { signedInApiPerFile } from '../../test/per-file.ts';

const api = signedInApiPerFile();

const budget = (month: string, rent: number, extra: Record<string, unknown> = {}) => ({
  month,
  categories: [
    { name: 'Salary', type: 'income', budgetedAmount: 0 },
    { name: 'Rent', type: 'expense', budgetedAmount: rent },
  ],
  ...extra,
});
const income = (date: string, amount: number) =>
  api.post('/api/transactions', {
    date,
    description: 'Pay',
    amount,
    type: 'income',
    category: 'Salary',
  });
const get = async (id: string) => (await api.get(`/api/budgets/${id}`)).body;
/** The documented To Be Budgeted, computed here by hand: income actual + rollover − budgeted. */
const tbb = (b: {
  categories: { type: string; actualAmount: number; budgetedAmount: number }[];
  toBeBudgetedRollover: number;
}) =>
  b.categories.reduce(
    (sum, c) => sum + (c.type === 'income' ? c.actualAmount : -c.budgetedAmount),
    b.toBeBudgetedRollover,
  );

describe('rollover of To Be Budgeted across a chain of months', () => {
  it('carries positive and negative amounts, reaches edits of an earlier month on request, and skips gaps', async () => {
    const jan = (await api.post('/api/budgets', budget('2026-01-01', 900))).body;
    await income('2026-01-15', 1000);
    expect(tbb(await get(jan._id))).toBe(100);

    const febRes = await api.post('/api/budgets', budget('2026-02-01', 1200, { carryOver: true }));
    expect(febRes.status).toBe(201);
    const feb = febRes.body;
    expect(feb.toBeBudgetedRollover).toBe(100);
    await income('2026-02-15', 1000);
    expect(tbb(await get(feb._id))).toBe(-100); // 1000 + 100 − 1200

    const mar = (await api.post('/api/budgets', budget('2026-03-01', 0, { carryOver: true }))).body;
    expect(mar.toBeBudgetedRollover).toBe(-100);
    expect((await api.get(`/api/budgets/${mar._id}/carry-over`)).body.rollover).toEqual({
      from: '2026-02-01T00:00:00.000Z',
      carried: -100,
      sourceNow: -100,
    });

    // An edit in January: February and March keep their amounts until asked.
    await income('2026-01-20', 50.25);
    expect((await get(feb._id)).toBeBudgetedRollover).toBe(100);
    expect((await api.get(`/api/budgets/${feb._id}/carry-over`)).body.rollover).toMatchObject({
      carried: 100,
      sourceNow: 150.25,
    });
    const refreshed = await api.post(`/api/budgets/${mar._id}/rollover`, {});
    expect(refreshed.status).toBe(200);
    const febNow = await get(feb._id);
    expect(febNow.toBeBudgetedRollover).toBe(150.25);
    expect(febNow.version).toBe(feb.version + 1);
    expect(tbb(febNow)).toBe(-49.75);
    expect(refreshed.body.toBeBudgetedRollover).toBe(-49.75);

    // A gap: May carries from March, the latest earlier budget.
    const may = (await api.post('/api/budgets', budget('2026-05-01', 10, { carryOver: true })))
      .body;
    expect(may.toBeBudgetedRollover).toBe(-49.75);
    expect((await api.get(`/api/budgets/${may._id}/carry-over`)).body.rollover.from).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('the first budget carries nothing; carryOver wins over a sent amount; a typed amount ends the carry', async () => {
    const first = (await api.post('/api/budgets', budget('2020-01-01', 0, { carryOver: true })))
      .body;
    expect(first.toBeBudgetedRollover).toBe(0);
    expect((await api.get(`/api/budgets/${first._id}/carry-over`)).body.rollover).toBeNull();
    const next = (
      await api.post(
        '/api/budgets',
        budget('2020-02-01', 25, { carryOver: true, toBeBudgetedRollover: 999 }),
      )
    ).body;
    expect(next.toBeBudgetedRollover).toBe(0);
    // An echo of the same amount keeps the carry; a different one is the user's own.
    await api.put(`/api/budgets/${next._id}`, { ...next });
    expect((await api.get(`/api/budgets/${next._id}/carry-over`)).body.rollover).not.toBeNull();
    await api.put(`/api/budgets/${next._id}`, { toBeBudgetedRollover: 5 });
    expect((await api.get(`/api/budgets/${next._id}/carry-over`)).body.rollover).toBeNull();
    const third = (await api.post('/api/budgets', budget('2020-03-01', 0, { carryOver: true })))
      .body;
    expect(third.toBeBudgetedRollover).toBe(-20); // 0 + 5 − 25
  });

  it('refuses a non-boolean carryOver and unknown ids', async () => {
    const bad = await api.post('/api/budgets', budget('2021-01-01', 0, { carryOver: 'yes' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({
      param: 'carryOver',
      msg: 'carryOver must be true or false',
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.post(`/api/budgets/${missing}/rollover`, {})).status).toBe(404);
    expect((await api.get(`/api/budgets/${missing}/carry-over`)).status).toBe(404);
  });
});
