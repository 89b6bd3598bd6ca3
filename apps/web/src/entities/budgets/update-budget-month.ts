import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';
import { budgetKeys } from './keys.ts';

type MonthChange = { id: string; month: string };

/** PUT /api/budgets/{id} with the month only; 409 when that month has a budget. */
function updateBudgetMonth({ id, month }: MonthChange) {
  return callEndpoint(budgetsApi.update, { params: { id }, body: { month } });
}

export function useUpdateBudgetMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBudgetMonth,
    // The month it had, read before the answer replaces it.
    onMutate: ({ id }) => ({
      from: queryClient.getQueryData<Budget[]>(budgetKeys.list())?.find((b) => b._id === id),
    }),
    onSuccess: (moved, _, context) =>
      invalidateAfter(queryClient, {
        kind: 'budgetMonthMoved',
        from: context.from ?? moved,
        to: moved,
      }),
  });
}
