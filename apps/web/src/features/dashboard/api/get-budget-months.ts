import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetMonthsResponse } from '@elevate/shared/schemas/budgets';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

/** GET /api/budgets/months. A failure is logged and gives a list holding the current date (section 8). */
export async function fetchBudgetMonths(signal?: AbortSignal): Promise<string[]> {
  try {
    return await api.get('/api/budgets/months', { schema: budgetMonthsResponse, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Failed to fetch available months. Please try again later.', error);
    return [new Date().toISOString()];
  }
}

export const budgetMonthsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.months(),
    queryFn: ({ signal }) => fetchBudgetMonths(signal),
  });

export function useBudgetMonths() {
  return useQuery(budgetMonthsQuery());
}
