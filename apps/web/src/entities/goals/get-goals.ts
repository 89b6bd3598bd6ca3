import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalsApi } from '@elevate/shared/contract/goals';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { goalKeys } from './keys.ts';

/** GET /api/goals: every goal with its progress (archived ones included, flagged). */
const goalsQuery = queryOptions({
  queryKey: goalKeys.list(),
  queryFn: ({ signal }) => callEndpoint(goalsApi.list, { signal }),
});

export const useGoals = () => useQuery(goalsQuery);
