import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { BudgetCategoryInput } from '@elevate/shared/schemas/budgets';
import { totalBudgeted } from '@elevate/shared';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** carryOver (plan ahead, docs/product/plan.md): the latest earlier budget's To Be Budgeted becomes this one's rollover. */
export type NewBudget = { month: string; categories: BudgetCategoryInput[]; carryOver?: boolean };

/** POST /api/budgets; 409 when the month already has one. */
function createBudget({ month, categories, carryOver }: NewBudget) {
  const withActuals = categories.map((category) => ({ ...category, actualAmount: 0 }));
  return callEndpoint(budgetsApi.create, {
    body: {
      month,
      categories,
      totalBudgeted: totalBudgeted(withActuals),
      totalActual: 0,
      ...(carryOver ? { carryOver } : {}),
    },
  });
}

export function useCreateBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudget,
    onSuccess: (budget) => invalidateAfter(queryClient, { kind: 'budgetCreated', budget }),
  });
}
