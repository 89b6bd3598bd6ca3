import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  goalResponse,
  type CreateGoalBody,
  type UpdateGoalBody,
} from '@elevate/shared/schemas/goals';
import { successResponse } from '@elevate/shared/schemas/common';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

const goalPath = (id: string) => `/api/goals/${encodeURIComponent(id)}`;

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGoalBody) => api.post('/api/goals', body, { schema: goalResponse }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'goalsChanged' }),
  });
}

/** PUT /api/goals/{id}: fields, or archived once a reached goal was celebrated. */
export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGoalBody }) =>
      api.put(goalPath(id), body, { schema: goalResponse }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'goalsChanged' }),
  });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(goalPath(id), { schema: successResponse }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'goalsChanged' }),
  });
}
