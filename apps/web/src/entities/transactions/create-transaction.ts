import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** POST /api/transactions. */
export function createTransaction(body: CreateTransactionBody): Promise<Transaction> {
  return callEndpoint(transactionsApi.create, { body });
}

/** Creates, then refreshes what the write touched (its month's budget and lists). */
export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    // Not awaited: the form closes at once while the touched lists refetch (a full list
    // can take seconds); they are marked stale before this returns.
    onSuccess: (transaction) => {
      void invalidateAfter(queryClient, { kind: 'transactionCreated', transaction });
    },
  });
}
