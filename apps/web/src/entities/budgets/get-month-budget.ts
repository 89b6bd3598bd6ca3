import { budgetMonthOf, type MonthKey } from '@elevate/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { useMonthStartDay } from '../ledgers/month-start-day.ts';
import { budgetKeys } from './keys.ts';

/**
 * GET /api/budgets?month=… : the month's budget, or null when it has none. A failure
 * throws: the screen decides what to show (the dashboard shows no budget, docs/product/budgets.md).
 */
async function fetchMonthBudget(month: MonthKey, signal?: AbortSignal): Promise<Budget | null> {
  const budgets = await callEndpoint(budgetsApi.list, {
    query: { month: `${month}-01` },
    signal,
  });
  return budgets[0] ?? null;
}

const monthBudgetQuery = (month: MonthKey) =>
  queryOptions({
    queryKey: budgetKeys.month(month),
    queryFn: ({ signal }) => fetchMonthBudget(month, signal),
  });

/**
 * `holdRefetch`: a save of this budget is running (the dashboard's optimistic writes); a
 * focus or reconnect refetch started now could answer after the save and show the budget
 * from before it, so those wait until the save is done.
 */
export function useMonthBudget(
  month: MonthKey,
  { enabled = true, holdRefetch = false }: { enabled?: boolean; holdRefetch?: boolean } = {},
) {
  const refetch = holdRefetch ? false : 'always';
  return useQuery({
    ...monthBudgetQuery(month),
    enabled,
    refetchOnWindowFocus: refetch,
    refetchOnReconnect: refetch,
  });
}

/**
 * The budget a row dated `date` counts in: its budget month in the tab's ledger (with months
 * starting on the 25th, a row of 26 March counts in April's). No date, no request.
 */
export function useBudgetOfDate(
  date: string | Date,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const startDay = useMonthStartDay();
  const valid = date !== '' && Number.isFinite(new Date(date).getTime());
  const month = valid ? budgetMonthOf(date, startDay) : '';
  return useMonthBudget(month, { enabled: enabled && valid });
}
