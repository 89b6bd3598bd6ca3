import { totalBudgeted } from '@elevate/shared';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { Budget, UpdateBudgetBody } from '@elevate/shared/schemas/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';

const categoriesOf = (budget: Budget) =>
  budget.categories.map(({ name, type, budgetedAmount, actualAmount, sortOrder }) => ({
    name,
    type,
    budgetedAmount,
    actualAmount,
    sortOrder,
  }));

/**
 * PUT /api/budgets/{id}. 'categories' sends categories and totalBudgeted; 'full'
 * sends the whole budget (undo and redo of an amount). Both carry the version the
 * change was made on, so a change from another tab is never overwritten (409).
 * The caller keeps the month's cache (optimistic writes), then calls
 * invalidateAfter({ kind: 'budgetSaved' }) for the rest.
 */
export function updateBudget(budget: Budget, shape: 'categories' | 'full'): Promise<Budget> {
  const categories = categoriesOf(budget);
  const body: UpdateBudgetBody =
    shape === 'full'
      ? {
          _id: budget._id,
          month: budget.month,
          categories,
          totalBudgeted: totalBudgeted(categories),
          totalActual: budget.totalActual,
          toBeBudgetedRollover: budget.toBeBudgetedRollover,
          version: budget.version,
        }
      : { categories, totalBudgeted: totalBudgeted(categories), version: budget.version };
  return callEndpoint(budgetsApi.update, { params: { id: budget._id }, body });
}
