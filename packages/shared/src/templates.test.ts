import { describe, expect, it } from 'vitest';
import { templateCategories } from './templates.ts';

describe('built-in template', () => {
  const template = templateCategories();
  const names = (type: string) => template.filter((c) => c.type === type).map((c) => c.name);

  it('holds the template categories by type', () => {
    expect(names('income')).toEqual(['Salary', 'Freelance', 'Investments', 'Side Hustle', 'Gifts']);
    expect(names('expense')).toHaveLength(13);
    expect(names('expense')[0]).toBe('Housing');
    expect(names('expense')[12]).toBe('Subscriptions');
    expect(names('savings')).toEqual([
      'Emergency Fund',
      'Retirement',
      'Investment Account',
      'Vacation Fund',
      'House Down Payment',
      'Debt Payment',
    ]);
  });

  it('budgets nothing and numbers sortOrder within each type', () => {
    expect(template.every((c) => c.budgetedAmount === 0 && c.actualAmount === 0)).toBe(true);
    expect(template.filter((c) => c.type === 'savings').map((c) => c.sortOrder)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });
});
