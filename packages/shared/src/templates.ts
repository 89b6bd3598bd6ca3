import type { BudgetCategory, CategoryType } from './category.ts';

const TEMPLATE_NAMES: Record<CategoryType, readonly string[]> = {
  income: ['Salary', 'Freelance', 'Investments', 'Side Hustle', 'Gifts'],
  expense: [
    'Housing',
    'Utilities',
    'Groceries',
    'Transportation',
    'Healthcare',
    'Insurance',
    'Dining Out',
    'Entertainment',
    'Shopping',
    'Personal Care',
    'Fitness',
    'Education',
    'Subscriptions',
  ],
  savings: [
    'Emergency Fund',
    'Retirement',
    'Investment Account',
    'Vacation Fund',
    'House Down Payment',
    'Debt Payment',
  ],
};

/** The built-in template, all budgeted at 0, sortOrder by position within its type. */
export function templateCategories(): BudgetCategory[] {
  return (Object.keys(TEMPLATE_NAMES) as CategoryType[]).flatMap((type) =>
    TEMPLATE_NAMES[type].map((name, index) => ({
      name,
      type,
      budgetedAmount: 0,
      actualAmount: 0,
      sortOrder: index,
    })),
  );
}
