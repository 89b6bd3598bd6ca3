import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalListResponse } from '@elevate/shared/schemas/goals';
import { api } from '../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** GET /api/goals: every goal with its progress (archived ones included, flagged). */
const goalsQuery = queryOptions({
  queryKey: goalKeys.list(),
  queryFn: ({ signal }) => api.get('/api/goals', { schema: goalListResponse, signal }),
});

export const useGoals = () => useQuery(goalsQuery);
