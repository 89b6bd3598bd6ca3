import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';
import { queueOnNoAnswer } from './outbox/queue-on-no-answer.ts';

/** POST /api/transactions; null when no answer came and it waits in the queue to be sent. */
export function createTransaction(body: CreateTransactionBody): Promise<Transaction | null> {
  return queueOnNoAnswer({ kind: 'create', body }, (headers) =>
    callEndpoint(transactionsApi.create, { body, headers }),
  );
}

/** Creates, then refreshes what the write touched (its month's budget and lists). */
export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: with no answer the write is queued on the device (decision 0062).
    networkMode: 'always',
    mutationFn: createTransaction,
    // Not awaited: the form closes at once while the touched lists refetch (a full list
    // can take seconds); they are marked stale before this returns.
    onSuccess: (transaction) => {
      if (transaction)
        void invalidateAfter(queryClient, { kind: 'transactionCreated', transaction });
    },
  });
}
