import { describe, expect, it } from 'vitest';
import { applySuggestions } from './apply-suggestions.ts';

describe('applySuggestions', () => {
  it('fills matching categories (ignoring case), keeps income and adds new suggested ones last', () => {
    const { categories, bases } = applySuggestions(
      [
        { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
        { name: 'groceries', type: 'expense', budgetedAmount: 0, sortOrder: 3 },
        { name: 'Fun', type: 'expense', budgetedAmount: 25, sortOrder: 4 },
      ],
      {
        categories: [
          { name: 'Groceries', type: 'expense', suggested: 340, basis: 'Average of 3 months' },
          { name: 'Vacation', type: 'savings', suggested: 25, basis: 'Average of 1 month' },
          { name: 'Gym', type: 'expense', suggested: 0, basis: 'No history yet' },
        ],
      },
    );
    expect(categories).toEqual([
      { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
      { name: 'groceries', type: 'expense', budgetedAmount: 340, sortOrder: 3 },
      { name: 'Fun', type: 'expense', budgetedAmount: 25, sortOrder: 4 },
      { name: 'Vacation', type: 'savings', budgetedAmount: 25, sortOrder: 0 },
    ]);
    expect(bases).toEqual({
      'expense:groceries': 'Average of 3 months',
      'savings:vacation': 'Average of 1 month',
    });
  });
});
