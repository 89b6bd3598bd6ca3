import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetListResponse, type Budget } from '@elevate/shared/schemas/budgets';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

/** GET /api/budgets?month=… : the first result, or null. A failure is logged and also gives null (section 8). */
export async function fetchMonthBudget(
  monthIso: string,
  signal?: AbortSignal,
): Promise<Budget | null> {
  try {
    const budgets = await api.get('/api/budgets', {
      query: { month: monthIso },
      schema: budgetListResponse,
      signal,
    });
    return budgets[0] ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Failed to fetch budget for month. Please try again later.', error);
    return null;
  }
}

export const monthBudgetQuery = (monthIso: string) =>
  queryOptions({
    queryKey: dashboardKeys.budget(monthIso),
    queryFn: ({ signal }) => fetchMonthBudget(monthIso, signal),
    // The dashboard refreshes it explicitly after every change it makes.
    staleTime: 60_000,
  });

export function useMonthBudget(monthIso: string) {
  return useQuery(monthBudgetQuery(monthIso));
}
