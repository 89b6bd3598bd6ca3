import { describe, expect, it } from 'vitest';
import { canAddDraftCategory, draftCategory, monthInputValue } from './create-budget-draft.ts';
import { parseCategoryEdit } from './category-edit.ts';

describe('create budget draft rules', () => {
  it('needs a name and a type, and an amount above 0 for expense and savings only', () => {
    expect(canAddDraftCategory('', 'income', '')).toBe(false);
    expect(canAddDraftCategory('Bonus', '', '')).toBe(false);
    expect(canAddDraftCategory('Bonus', 'income', '')).toBe(true);
    expect(canAddDraftCategory('Gym', 'expense', '')).toBe(false);
    expect(canAddDraftCategory('Gym', 'expense', '0')).toBe(false);
    expect(canAddDraftCategory('Gym', 'savings', 'abc')).toBe(false);
    expect(canAddDraftCategory('Gym', 'savings', '12.5')).toBe(true);
  });

  it('puts a new category last within its type and never budgets income', () => {
    const existing = [
      { name: 'Rent', type: 'expense' as const, budgetedAmount: 0, sortOrder: 3 },
      { name: 'Pay', type: 'income' as const, budgetedAmount: 0, sortOrder: 7 },
    ];
    expect(draftCategory(existing, ' Gym ', 'expense', '30.456')).toEqual({
      name: 'Gym',
      type: 'expense',
      budgetedAmount: 30.46,
      sortOrder: 4,
    });
    expect(draftCategory(existing, 'Tips', 'income', '99')).toMatchObject({
      budgetedAmount: 0,
      sortOrder: 8,
    });
    expect(draftCategory(existing, 'Trip', 'savings', '5')).toMatchObject({ sortOrder: 0 });
  });

  it('formats the current month for the month field', () => {
    expect(monthInputValue(new Date(2026, 0, 31))).toBe('2026-01');
  });
});

describe('budgets page category edit', () => {
  it('drops an empty name or a negative or missing amount, and trims the name', () => {
    expect(parseCategoryEdit('  ', '10', false)).toBeNull();
    expect(parseCategoryEdit('Food', '-1', false)).toBeNull();
    expect(parseCategoryEdit('Food', '', false)).toBeNull();
    expect(parseCategoryEdit(' Food ', '10', false)).toEqual({ name: 'Food', budgetedAmount: 10 });
    expect(parseCategoryEdit('Pay', '0', true)).toEqual({ name: 'Pay', budgetedAmount: 0 });
  });
});
