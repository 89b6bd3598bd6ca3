import { queryOptions, useQuery } from '@tanstack/react-query';
import { carryOverResponse } from '@elevate/shared/schemas/plan-ahead';
import { api } from '../../lib/api-client.ts';
import { planAheadKeys } from './keys.ts';

/** GET /api/budgets/{id}/carry-over: the rolled-over amount and each category's carried amount. */
const carryOverQuery = (budgetId: string) =>
  queryOptions({
    queryKey: planAheadKeys.carryOver(budgetId),
    queryFn: ({ signal }) =>
      api.get(`/api/budgets/${encodeURIComponent(budgetId)}/carry-over`, {
        schema: carryOverResponse,
        signal,
      }),
  });

export function useCarryOver(budgetId: string | null | undefined) {
  return useQuery({ ...carryOverQuery(budgetId ?? ''), enabled: Boolean(budgetId) });
}
