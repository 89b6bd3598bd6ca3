import type { MonthKey } from '@elevate/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi } from '@elevate/shared/contract/reports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { reportKeys } from './keys.ts';

/** GET /api/reports/tags: each tag's income, expense and count over the range, largest expense first. */
function fetchTagTotals(from: MonthKey, to: MonthKey, signal?: AbortSignal) {
  return callEndpoint(reportsApi.tags, { query: { from, to }, signal });
}

export const tagTotalsQuery = (from: MonthKey, to: MonthKey) =>
  queryOptions({
    queryKey: reportKeys.tags(from, to),
    queryFn: ({ signal }) => fetchTagTotals(from, to, signal),
  });

/** Keeps the last range on screen while another one loads, as the other reports do. */
export function useTagTotals(from: MonthKey, to: MonthKey) {
  return useQuery({ ...tagTotalsQuery(from, to), placeholderData: keepPreviousData });
}
