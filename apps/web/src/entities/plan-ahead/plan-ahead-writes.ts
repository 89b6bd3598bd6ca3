import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planAheadApi } from '@elevate/shared/contract/budgets';
import type { CategoryCarryOverBody } from '@elevate/shared/schemas/plan-ahead';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** PUT /api/budgets/carry-over: 'Carry over' on or off for a category in every month. */
export function useSetCategoryCarryOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryCarryOverBody) => callEndpoint(planAheadApi.setCarryOver, { body }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'carryOverChanged' }),
  });
}

/** POST /api/budgets/{id}/rollover: carry the earlier months' To Be Budgeted forward again. */
export function useRefreshRollover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (budgetId: string) =>
      // An empty JSON object, as this call always sent, though the endpoint reads no body.
      callEndpoint(planAheadApi.rollover, { params: { id: budgetId }, rawBody: {} }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'rolloverRefreshed' }),
  });
}
