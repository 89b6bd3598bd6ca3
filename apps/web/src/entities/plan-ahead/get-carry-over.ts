import { queryOptions, useQuery } from '@tanstack/react-query';
import { planAheadApi } from '@elevate/shared/contract/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { planAheadKeys } from './keys.ts';

/** GET /api/budgets/{id}/carry-over: the rolled-over amount and each category's carried amount. */
const carryOverQuery = (budgetId: string) =>
  queryOptions({
    queryKey: planAheadKeys.carryOver(budgetId),
    queryFn: ({ signal }) =>
      callEndpoint(planAheadApi.carryOver, { params: { id: budgetId }, signal }),
  });

export function useCarryOver(budgetId: string | null | undefined) {
  return useQuery({ ...carryOverQuery(budgetId ?? ''), enabled: Boolean(budgetId) });
}
