import type { MonthKey } from '@elevate/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsApi } from '@elevate/shared/contract/reports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { insightKeys } from './keys.ts';

/** GET /api/insights?month=YYYY-MM: the month's insights the user has not dismissed. */
function fetchInsights(month: MonthKey, signal?: AbortSignal) {
  return callEndpoint(insightsApi.list, { query: { month }, signal });
}

const insightsQuery = (month: MonthKey) =>
  queryOptions({
    queryKey: insightKeys.month(month),
    queryFn: ({ signal }) => fetchInsights(month, signal),
  });

export function useInsights(month: MonthKey) {
  return useQuery(insightsQuery(month));
}
