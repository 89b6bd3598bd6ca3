import type { MonthKey } from '@elevate/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi } from '@elevate/shared/contract/reports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { reportKeys } from './keys.ts';

/** GET /api/reports/summary: every month of the range, oldest first, in dollars. */
function fetchReportSummary(from: MonthKey, to: MonthKey, signal?: AbortSignal) {
  return callEndpoint(reportsApi.summary, { query: { from, to }, signal });
}

const reportSummaryQuery = (from: MonthKey, to: MonthKey) =>
  queryOptions({
    queryKey: reportKeys.summary(from, to),
    queryFn: ({ signal }) => fetchReportSummary(from, to, signal),
  });

/** The charts keep the last range on screen while another one loads. */
export function useReportSummary(from: MonthKey, to: MonthKey) {
  return useQuery({ ...reportSummaryQuery(from, to), placeholderData: keepPreviousData });
}
