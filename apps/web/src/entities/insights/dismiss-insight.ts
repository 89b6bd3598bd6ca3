import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insightsApi } from '@elevate/shared/contract/reports';
import type { InsightsResponse } from '@elevate/shared/schemas/reports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';
import { insightKeys } from './keys.ts';

type Dismissal = { id: string; month: string };

/** POST /api/insights/{id}/dismiss: remembered on the server for that insight's month. */
function dismissInsight({ id }: Dismissal) {
  // An empty JSON object, as this call always sent, though the endpoint reads no body.
  return callEndpoint(insightsApi.dismiss, { params: { id }, rawBody: {} });
}

/** The insight leaves the list at once; on failure it comes back with the refetch. */
export function useDismissInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissInsight,
    onMutate: ({ id, month }) => {
      queryClient.setQueryData<InsightsResponse>(insightKeys.month(month), (data) =>
        data ? { insights: data.insights.filter((insight) => insight.id !== id) } : data,
      );
    },
    onSettled: (_data, _error, { month }) =>
      invalidateAfter(queryClient, { kind: 'insightDismissed', month }),
  });
}
