import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetListResponse, type Budget } from '@elevate/shared/schemas/budgets';
import { api } from '../../lib/api-client.ts';
import type { MonthKey } from '../month-key.ts';
import { budgetKeys } from './keys.ts';

/**
 * GET /api/budgets?month=… : the month's budget, or null when it has none. A failure
 * throws: the screen decides what to show (the dashboard shows no budget, section 8).
 */
async function fetchMonthBudget(
  month: MonthKey,
  signal?: AbortSignal,
): Promise<Budget | null> {
  const budgets = await api.get('/api/budgets', {
    query: { month: `${month}-01` },
    schema: budgetListResponse,
    signal,
  });
  return budgets[0] ?? null;
}

const monthBudgetQuery = (month: MonthKey) =>
  queryOptions({
    queryKey: budgetKeys.month(month),
    queryFn: ({ signal }) => fetchMonthBudget(month, signal),
  });

export function useMonthBudget(month: MonthKey, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...monthBudgetQuery(month), enabled });
}
