import { useQuery } from '@tanstack/react-query';
import { planAheadApi } from '@elevate/shared/contract/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { planAheadKeys } from './keys.ts';

/** GET /api/budgets/suggestions?month=YYYY-MM, fetched only once the user asks for it. */
export function useSuggestions(month: string, enabled: boolean) {
  return useQuery({
    queryKey: planAheadKeys.suggestions(month),
    queryFn: ({ signal }) => callEndpoint(planAheadApi.suggestions, { query: { month }, signal }),
    enabled,
  });
}
