import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recurringRuleResponse, type CreateRecurringBody } from '@elevate/shared/schemas/recurring';
import { successResponse } from '@elevate/shared/schemas/common';
import { transactionResponse } from '@elevate/shared/schemas/transactions';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

const rulePath = (id: string) => `/api/recurring/${encodeURIComponent(id)}`;

/** POST /api/recurring, or PUT /api/recurring/{id} with an id. Past occurrences exist when it answers. */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateRecurringBody }) =>
      id
        ? api.put(rulePath(id), body, { schema: recurringRuleResponse })
        : api.post('/api/recurring', body, { schema: recurringRuleResponse }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'recurringChanged' }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(rulePath(id), { schema: successResponse }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'recurringChanged' }),
  });
}

type Occurrence = { ruleId: string; date: string };

/** POST /api/recurring/{id}/record: the due date becomes a transaction. */
export function useRecordOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, date }: Occurrence) =>
      api.post(`${rulePath(ruleId)}/record`, { date }, { schema: transactionResponse }),
    onSettled: () => invalidateAfter(queryClient, { kind: 'recurringChanged' }),
  });
}

/** POST /api/recurring/{id}/skip */
export function useSkipOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, date }: Occurrence) =>
      api.post(`${rulePath(ruleId)}/skip`, { date }, { schema: successResponse }),
    onSettled: () => invalidateAfter(queryClient, { kind: 'recurringChanged' }),
  });
}
