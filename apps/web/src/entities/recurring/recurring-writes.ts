import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recurringApi } from '@elevate/shared/contract/recurring';
import type { CreateRecurringBody } from '@elevate/shared/schemas/recurring';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** POST /api/recurring, or PUT /api/recurring/{id} with an id. Past occurrences exist when it answers. */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateRecurringBody }) =>
      id
        ? callEndpoint(recurringApi.update, { params: { id }, body })
        : callEndpoint(recurringApi.create, { body }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'recurringChanged' }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(recurringApi.remove, { params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'recurringChanged' }),
  });
}

type Occurrence = { ruleId: string; date: string };

/** POST /api/recurring/{id}/record: the due date becomes a transaction. */
export function useRecordOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, date }: Occurrence) =>
      callEndpoint(recurringApi.record, { params: { id: ruleId }, body: { date } }),
    onSettled: () => invalidateAfter(queryClient, { kind: 'recurringChanged' }),
  });
}

/** POST /api/recurring/{id}/skip */
export function useSkipOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, date }: Occurrence) =>
      callEndpoint(recurringApi.skip, { params: { id: ruleId }, body: { date } }),
    onSettled: () => invalidateAfter(queryClient, { kind: 'recurringChanged' }),
  });
}
