import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { Budget, BudgetCategoryInput } from '@elevate/shared/schemas/budgets';
import { totalBudgeted } from '@elevate/shared';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { conflictMessage } from '../../lib/api-error.ts';
import { invalidateAfter } from '../invalidation.ts';

type NewCategory = { budget: Budget; category: BudgetCategoryInput };

/** PUT /api/budgets/{id} with one category appended; the version makes a change from another tab a 409, not a silent loss. */
function addCategory({ budget, category }: NewCategory) {
  const categories = [...budget.categories, { ...category, actualAmount: 0 }];
  return callEndpoint(budgetsApi.update, {
    params: { id: budget._id },
    body: { categories, totalBudgeted: totalBudgeted(categories), version: budget.version },
  });
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: (budget) => invalidateAfter(queryClient, { kind: 'budgetSaved', budget }),
    // A 409 means the shown budget is out of date: fetch the stored one, so trying again works.
    onError: (error, { budget }) =>
      conflictMessage(error)
        ? invalidateAfter(queryClient, { kind: 'budgetSaved', budget })
        : undefined,
  });
}
