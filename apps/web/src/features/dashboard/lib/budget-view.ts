import {
  budgetMonthOf,
  categoriesOfType,
  monthKey,
  totalActual,
  totalBudgeted,
  type CategoryType,
} from '@elevate/shared';
import type { Budget, BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';

/** The budget with new categories and the totals the server would compute from them. */
export function withCategories(budget: Budget, categories: BudgetCategoryResponse[]): Budget {
  return {
    ...budget,
    categories,
    totalBudgeted: totalBudgeted(categories),
    totalActual: totalActual(categories),
  };
}

/**
 * Whether a row dated `date` counts in the budget of `budgetMonth` ('YYYY-MM-01…'): with the
 * ledger's months starting on the 25th, a row of 26 March counts in April's.
 */
export function countsInBudget(budgetMonth: string, date: string, startDay: number): boolean {
  return budgetMonthOf(date, startDay) === monthKey(budgetMonth);
}

/** The panel's section order: Income, Savings, Expense. */
const sectionTypes: readonly CategoryType[] = ['income', 'savings', 'expense'];

/** Categories as the panel lists them: by section, then sortOrder. Balance All walks this order. */
export function listOrder(categories: readonly BudgetCategoryResponse[]): BudgetCategoryResponse[] {
  return sectionTypes.flatMap((type) => categoriesOfType(categories, type));
}
