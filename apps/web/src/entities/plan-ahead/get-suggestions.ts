import { useQuery } from '@tanstack/react-query';
import { suggestionsResponse } from '@elevate/shared/schemas/plan-ahead';
import { api } from '../../lib/api-client.ts';
import { planAheadKeys } from './keys.ts';

/** GET /api/budgets/suggestions?month=YYYY-MM, fetched only once the user asks for it. */
export function useSuggestions(month: string, enabled: boolean) {
  return useQuery({
    queryKey: planAheadKeys.suggestions(month),
    queryFn: ({ signal }) =>
      api.get('/api/budgets/suggestions', {
        query: { month },
        schema: suggestionsResponse,
        signal,
      }),
    enabled,
  });
}
