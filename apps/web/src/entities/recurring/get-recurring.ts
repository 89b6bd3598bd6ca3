import { queryOptions, useQuery } from '@tanstack/react-query';
import { dueListResponse, recurringListResponse } from '@elevate/shared/schemas/recurring';
import { api } from '../../lib/api-client.ts';
import { recurringKeys } from './keys.ts';

/** GET /api/recurring: the rules, each with its next date. */
const rulesQuery = queryOptions({
  queryKey: recurringKeys.rules(),
  queryFn: ({ signal }) => api.get('/api/recurring', { schema: recurringListResponse, signal }),
});

/** GET /api/recurring/due: occurrences waiting for Record or Skip. */
const dueQuery = queryOptions({
  queryKey: recurringKeys.due(),
  queryFn: ({ signal }) => api.get('/api/recurring/due', { schema: dueListResponse, signal }),
});

export const useRecurringRules = () => useQuery(rulesQuery);
export const useDueOccurrences = () => useQuery(dueQuery);
