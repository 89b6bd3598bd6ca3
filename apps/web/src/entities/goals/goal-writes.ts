import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goalsApi } from '@elevate/shared/contract/goals';
import type { CreateGoalBody, UpdateGoalBody } from '@elevate/shared/schemas/goals';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGoalBody) => callEndpoint(goalsApi.create, { body }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'goalsChanged' }),
  });
}

/** PUT /api/goals/{id}: fields, or archived once a reached goal was celebrated. */
export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGoalBody }) =>
      callEndpoint(goalsApi.update, { params: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'goalsChanged' }),
  });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(goalsApi.remove, { params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'goalsChanged' }),
  });
}
