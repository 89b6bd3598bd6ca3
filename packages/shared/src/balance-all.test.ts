import { describe, expect, it } from 'vitest';
import { balanceAll } from './balance-all.ts';
import type { BudgetCategory } from './category.ts';

const categories: BudgetCategory[] = [
  { name: 'Salary', type: 'income', budgetedAmount: 0, actualAmount: 5000 },
  { name: 'Groceries', type: 'expense', budgetedAmount: 400, actualAmount: 450.25 },
  { name: 'Housing', type: 'expense', budgetedAmount: 1500, actualAmount: 1500 },
  { name: 'Vacation Fund', type: 'savings', budgetedAmount: 100, actualAmount: 200 },
  { name: 'Dining Out', type: 'expense', budgetedAmount: 0, actualAmount: 30 },
];

describe('Balance All', () => {
  it('does nothing when there is nothing to assign', () => {
    for (const amount of [0, -20]) {
      const result = balanceAll(categories, amount);
      expect(result.assigned).toBe(0);
      expect(result.raised).toEqual([]);
      expect(result.categories).toEqual(categories);
    }
  });

  it('raises over-budget categories in list order until the money runs out', () => {
    const result = balanceAll(categories, 80.25);
    expect(result.assigned).toBe(80.25);
    expect(result.raised).toEqual([
      { name: 'Groceries', type: 'expense', oldAmount: 400, newAmount: 450.25 },
      { name: 'Vacation Fund', type: 'savings', oldAmount: 100, newAmount: 130 },
    ]);
    expect(result.categories.map((c) => c.budgetedAmount)).toEqual([0, 450.25, 1500, 130, 0]);
  });

  it('covers every overage when the money is exactly enough', () => {
    const result = balanceAll(categories, 180.25);
    expect(result.assigned).toBe(180.25);
    expect(result.raised.map((r) => r.name)).toEqual(['Groceries', 'Vacation Fund', 'Dining Out']);
    expect(result.categories.map((c) => c.budgetedAmount)).toEqual([0, 450.25, 1500, 200, 30]);
  });

  it('keeps the rest unassigned when there is more than needed', () => {
    const result = balanceAll(categories, 1000);
    expect(result.assigned).toBe(180.25);
    expect(result.raised).toHaveLength(3);
  });

  it('never raises income and leaves its input untouched', () => {
    const input = [
      { name: 'Salary', type: 'income' as const, budgetedAmount: 0, actualAmount: 100 },
    ];
    const result = balanceAll(input, 100);
    expect(result.raised).toEqual([]);
    expect(input[0]?.budgetedAmount).toBe(0);
    expect(balanceAll(categories, 50).categories).not.toBe(categories);
    expect(categories[1]?.budgetedAmount).toBe(400);
  });
});
