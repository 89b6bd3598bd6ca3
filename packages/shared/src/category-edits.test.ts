import { describe, expect, it } from 'vitest';
import type { BudgetCategory } from './category.ts';
import { adjustActual, applyReorder, setBudgetedAmount } from './category-edits.ts';

const categories: BudgetCategory[] = [
  { name: 'Groceries', type: 'expense', budgetedAmount: 400, actualAmount: 100.1, sortOrder: 0 },
  { name: 'Food & Dining', type: 'expense', budgetedAmount: 200, actualAmount: 0.2, sortOrder: 1 },
  { name: 'Groceries', type: 'savings', budgetedAmount: 0, actualAmount: 50, sortOrder: 0 },
  { name: 'Housing', type: 'expense', budgetedAmount: 1500, actualAmount: 1500, sortOrder: 2 },
];

describe('a transaction added to a category', () => {
  it('raises the matching actual when a transaction is added', () => {
    expect(
      adjustActual(categories, { name: 'Groceries', type: 'savings' }, 25)[2]?.actualAmount,
    ).toBe(75);
  });

  it('sets one budgeted amount', () => {
    const next = setBudgetedAmount(categories, { name: 'Housing', type: 'expense' }, 1600);
    expect(next.map((c) => c.budgetedAmount)).toEqual([400, 200, 0, 1600]);
  });
});

describe('reordering within a type', () => {
  it('moves one category and renumbers that type only', () => {
    const next = applyReorder(categories, 'expense', 2, 0);
    expect(next.map((c) => [c.name, c.type, c.sortOrder])).toEqual([
      ['Groceries', 'expense', 1],
      ['Food & Dining', 'expense', 2],
      ['Groceries', 'savings', 0],
      ['Housing', 'expense', 0],
    ]);
    expect(categories[3]?.sortOrder).toBe(2);
  });

  it('ignores indexes outside the type', () => {
    expect(applyReorder(categories, 'expense', 0, 3)).toEqual(categories);
    expect(applyReorder(categories, 'income', 0, 0)).toEqual(categories);
  });
});
