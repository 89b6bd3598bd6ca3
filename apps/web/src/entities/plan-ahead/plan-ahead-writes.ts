import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetResponse } from '@elevate/shared/schemas/budgets';
import {
  categoryCarryOverBody,
  type CategoryCarryOverBody,
} from '@elevate/shared/schemas/plan-ahead';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/** PUT /api/budgets/carry-over: 'Carry over' on or off for a category in every month. */
export function useSetCategoryCarryOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryCarryOverBody) =>
      api.put('/api/budgets/carry-over', body, { schema: categoryCarryOverBody }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'carryOverChanged' }),
  });
}

/** POST /api/budgets/{id}/rollover: carry the earlier months' To Be Budgeted forward again. */
export function useRefreshRollover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (budgetId: string) =>
      api.post(
        `/api/budgets/${encodeURIComponent(budgetId)}/rollover`,
        {},
        { schema: budgetResponse },
      ),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'rolloverRefreshed' }),
  });
}
