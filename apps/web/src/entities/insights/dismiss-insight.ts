import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsightsResponse } from '@elevate/shared/schemas/reports';
import { successResponse } from '@elevate/shared/schemas/common';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';
import { insightKeys } from './keys.ts';

type Dismissal = { id: string; month: string };

/** POST /api/insights/{id}/dismiss: remembered on the server for that insight's month. */
function dismissInsight({ id }: Dismissal) {
  return api.post(
    `/api/insights/${encodeURIComponent(id)}/dismiss`,
    {},
    { schema: successResponse },
  );
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
