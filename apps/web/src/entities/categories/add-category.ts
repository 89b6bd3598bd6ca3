import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  budgetResponse,
  type Budget,
  type BudgetCategoryInput,
} from '@elevate/shared/schemas/budgets';
import { totalBudgeted } from '@elevate/shared';
import { api } from '../../lib/api-client.ts';
import { conflictMessage } from '../../lib/api-error.ts';
import { invalidateAfter } from '../invalidation.ts';

type NewCategory = { budget: Budget; category: BudgetCategoryInput };

/** PUT /api/budgets/{id} with one category appended; the version makes a change from another tab a 409, not a silent loss. */
function addCategory({ budget, category }: NewCategory) {
  const categories = [...budget.categories, { ...category, actualAmount: 0 }];
  return api.put(
    `/api/budgets/${encodeURIComponent(budget._id)}`,
    { categories, totalBudgeted: totalBudgeted(categories), version: budget.version },
    { schema: budgetResponse },
  );
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
