import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';
import { budgetKeys } from './keys.ts';

/** DELETE /api/budgets/{id}: the budget and its month's transactions. */
function deleteBudget(budget: Budget) {
  return callEndpoint(budgetsApi.remove, { params: { id: budget._id } });
}

/**
 * Drops the budget from the cached list at once; the list itself is refetched by the
 * Budgets page 500 ms later (docs/product/budgets.md), everything else the delete touched right away.
 */
export function useDeleteBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBudget,
    onSuccess: (_, budget) => {
      queryClient.setQueryData<Budget[]>(budgetKeys.list(), (old) =>
        old?.filter((b) => b._id !== budget._id),
      );
      return invalidateAfter(
        queryClient,
        { kind: 'budgetDeleted', budget },
        {
          keep: [budgetKeys.list()],
        },
      );
    },
  });
}
