import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { budgetKeys } from './keys.ts';

/** GET /api/budgets/months: the months that have a budget, as ISO date-times. */
function fetchBudgetMonths(signal?: AbortSignal): Promise<string[]> {
  return callEndpoint(budgetsApi.months, { signal });
}

const budgetMonthsQuery = () =>
  queryOptions({
    queryKey: budgetKeys.months(),
    queryFn: ({ signal }) => fetchBudgetMonths(signal),
  });

export function useBudgetMonths() {
  return useQuery(budgetMonthsQuery());
}
