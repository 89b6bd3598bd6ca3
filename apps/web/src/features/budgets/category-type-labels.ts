import type { CategoryType } from '@elevate/shared';

/** A category type as its pickers and chips name it: catalogue keys, read with t(). */
export const categoryTypeLabels: Record<CategoryType, string> = {
  income: 'budgets.type.income',
  expense: 'budgets.type.expense',
  savings: 'budgets.type.savings',
};
