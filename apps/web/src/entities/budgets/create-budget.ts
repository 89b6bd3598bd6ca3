import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetResponse, type BudgetCategoryInput } from '@elevate/shared/schemas/budgets';
import { totalBudgeted } from '@elevate/shared';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

export type NewBudget = { month: string; categories: BudgetCategoryInput[] };

/** POST /api/budgets; 409 when the month already has one. */
function createBudget({ month, categories }: NewBudget) {
  const withActuals = categories.map((category) => ({ ...category, actualAmount: 0 }));
  return api.post(
    '/api/budgets',
    { month, categories, totalBudgeted: totalBudgeted(withActuals), totalActual: 0 },
    { schema: budgetResponse },
  );
}

export function useCreateBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudget,
    onSuccess: (budget) => invalidateAfter(queryClient, { kind: 'budgetCreated', budget }),
  });
}
