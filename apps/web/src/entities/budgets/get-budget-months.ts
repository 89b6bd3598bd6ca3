import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetMonthsResponse } from '@elevate/shared/schemas/budgets';
import { api } from '../../lib/api-client.ts';
import { budgetKeys } from './keys.ts';

/** GET /api/budgets/months: the months that have a budget, as ISO date-times. */
function fetchBudgetMonths(signal?: AbortSignal): Promise<string[]> {
  return api.get('/api/budgets/months', { schema: budgetMonthsResponse, signal });
}

const budgetMonthsQuery = () =>
  queryOptions({
    queryKey: budgetKeys.months(),
    queryFn: ({ signal }) => fetchBudgetMonths(signal),
  });

export function useBudgetMonths() {
  return useQuery(budgetMonthsQuery());
}
