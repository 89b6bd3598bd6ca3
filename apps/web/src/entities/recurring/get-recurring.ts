import { queryOptions, useQuery } from '@tanstack/react-query';
import { recurringApi } from '@elevate/shared/contract/recurring';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { recurringKeys } from './keys.ts';

/** GET /api/recurring: the rules, each with its next date. */
const rulesQuery = queryOptions({
  queryKey: recurringKeys.rules(),
  queryFn: ({ signal }) => callEndpoint(recurringApi.list, { signal }),
});

/** GET /api/recurring/due: occurrences waiting for Record or Skip. */
const dueQuery = queryOptions({
  queryKey: recurringKeys.due(),
  queryFn: ({ signal }) => callEndpoint(recurringApi.due, { signal }),
});

export const useRecurringRules = () => useQuery(rulesQuery);
export const useDueOccurrences = () => useQuery(dueQuery);
