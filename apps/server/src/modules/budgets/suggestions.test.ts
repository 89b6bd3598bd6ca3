import { addDays, toDay } from '@elevate/shared';
import { describe, expect, it } from 'vitest';
import { signedInApiPerFile } from '../../test/per-file.ts';

const api = signedInApiPerFile();

const spend = (date: string, amount: number, category: string, type = 'expense') =>
  api.post('/api/transactions', { date, description: category, amount, type, category });

/** Round half up to whole dollars, as a person would: the expected values, computed apart. */
const dollars = (x: number) => Math.floor(x + 0.5 + 1e-9);

describe('GET /api/budgets/suggestions', () => {
  it('averages the last 3 months with data (skipping empty months), whole dollars, with the basis', async () => {
    await api.post('/api/budgets', {
      month: '2025-05-01',
      categories: [
        { name: 'Groceries', type: 'expense', budgetedAmount: 1 },
        { name: 'Salary', type: 'income', budgetedAmount: 0 },
        { name: 'Gym', type: 'expense', budgetedAmount: 1 },
      ],
    });
    // Oldest month (February) falls out: the 3 months with data are March, May, June.
    await spend('2025-02-10', 5000, 'Groceries');
    await spend('2025-03-02', 310.1, 'Groceries');
    await spend('2025-03-20', 10, 'groceries');
    await spend('2025-05-05', 401.33, 'Groceries');
    await spend('2025-06-05', 299.99, 'Groceries');
    await spend('2025-06-06', 75.5, 'Vacation', 'savings');
    await spend('2025-06-06', 3000, 'Salary', 'income');
    await spend('2025-07-06', 1, 'Groceries'); // after the month asked for: not read

    const res = await api.get('/api/budgets/suggestions?month=2025-07');
    expect(res.status).toBe(200);
    const groceries = (310.1 + 10 + 401.33 + 299.99) / 3;
    expect(res.body.categories).toEqual([
      {
        name: 'Groceries',
        type: 'expense',
        suggested: dollars(groceries),
        basis: 'Average of 3 months (Mar–Jun 2025): $340.47',
      },
      {
        name: 'Gym',
        type: 'expense',
        suggested: 0,
        basis: 'Average of 3 months (Mar–Jun 2025): $0.00',
      },
      {
        name: 'Vacation',
        type: 'savings',
        suggested: dollars(75.5 / 3),
        basis: 'Average of 3 months (Mar–Jun 2025): $25.17',
      },
    ]);
  });

  it("takes a recurring rule's occurrences in the month when they are more", async () => {
    const today = toDay(new Date());
    await api.post('/api/recurring', {
      description: 'Gym weekly',
      amount: 12.25,
      type: 'expense',
      category: 'Gym',
      frequency: 'weekly',
      interval: 1,
      startDate: addDays(today, 400),
      auto: true,
    });
    const start = addDays(today, 400);
    const month = start.slice(0, 7);
    // Weeks of the rule in that month, counted here by stepping 7 days from its start.
    let n = 0;
    for (let d = start; d.slice(0, 7) === month; d = addDays(d, 7)) n += 1;
    const { body } = await api.get(`/api/budgets/suggestions?month=${month}`);
    const gym = body.categories.find((c: { name: string }) => c.name === 'Gym');
    expect(gym.suggested).toBe(dollars(n * 12.25));
    expect(gym.basis).toMatch(/^Recurring in /);
  });

  it('answers 400 for a bad month and an empty list for a user with nothing', async () => {
    for (const q of ['', '?month=2025-13', '?month=2025-1', '?month=abc', '?month=1800-01']) {
      expect((await api.get(`/api/budgets/suggestions${q}`)).status).toBe(400);
    }
    expect((await api.get('/api/budgets/suggestions?month=1901-01')).body).toEqual({
      categories: [],
    });
  });
});
