import type { MonthKey } from '@elevate/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { netWorthApi } from '@elevate/shared/contract/accounts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { reportKeys } from './keys.ts';

/** GET /api/reports/net-worth: assets, liabilities and net worth at each month's end, in dollars. */
function fetchNetWorth(from: MonthKey, to: MonthKey, signal?: AbortSignal) {
  return callEndpoint(netWorthApi.get, { query: { from, to }, signal });
}

export const netWorthQuery = (from: MonthKey, to: MonthKey) =>
  queryOptions({
    queryKey: reportKeys.netWorth(from, to),
    queryFn: ({ signal }) => fetchNetWorth(from, to, signal),
  });

/** Keeps the last range on screen while another one loads, as the other reports do. */
export function useNetWorth(from: MonthKey, to: MonthKey) {
  return useQuery({ ...netWorthQuery(from, to), placeholderData: keepPreviousData });
}
