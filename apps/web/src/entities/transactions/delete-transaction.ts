import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { transactionETag } from '@elevate/shared';
import { invalidateAfter } from '../invalidation.ts';
import { queueOnNoAnswer } from './outbox/queue-on-no-answer.ts';

/** DELETE /api/transactions/{id}; null when it was queued for want of an answer. */
export function deleteTransaction(transaction: Transaction) {
  const queued = { kind: 'delete' as const, transaction, ifMatch: transactionETag(transaction) };
  return queueOnNoAnswer(queued, (headers) =>
    callEndpoint(transactionsApi.remove, { params: { id: transaction._id }, headers }),
  );
}

/** Deletes, then refreshes what the write touched (its month's budget and lists). */
export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: with no answer the write is queued on the device (decision 0062).
    networkMode: 'always',
    mutationFn: deleteTransaction,
    // Not awaited: the dialog closes at once while the touched lists refetch.
    onSuccess: (answer, transaction) => {
      if (answer) void invalidateAfter(queryClient, { kind: 'transactionDeleted', transaction });
    },
  });
}
