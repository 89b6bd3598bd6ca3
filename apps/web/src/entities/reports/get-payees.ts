import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CategoryType, type MonthKey } from '@elevate/shared';
import { reportsApi } from '@elevate/shared/contract/reports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { reportKeys } from './keys.ts';

/** GET /api/reports/payees: the descriptions with the largest totals, largest first. */
function fetchPayees(
  from: MonthKey,
  to: MonthKey,
  type: CategoryType,
  limit: number,
  signal?: AbortSignal,
) {
  return callEndpoint(reportsApi.payees, {
    query: { from, to, type, limit: String(limit) },
    signal,
  });
}

const payeesQuery = (from: MonthKey, to: MonthKey, type: CategoryType, limit: number) =>
  queryOptions({
    queryKey: reportKeys.payees(from, to, type, limit),
    queryFn: ({ signal }) => fetchPayees(from, to, type, limit, signal),
  });

export function usePayees(from: MonthKey, to: MonthKey, type: CategoryType, limit = 10) {
  return useQuery({ ...payeesQuery(from, to, type, limit), placeholderData: keepPreviousData });
}
