import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

export type TransactionUpdate = { transaction: Transaction; changes: CreateTransactionBody };

/** PUT /api/transactions/{id}: the full transaction with its changes . */
export function updateTransaction({ transaction, changes }: TransactionUpdate) {
  return callEndpoint(transactionsApi.update, {
    params: { id: transaction._id },
    body: { ...transaction, ...changes },
  });
}

/** Saves, then refreshes what the write touched: a new date touches both months. */
export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransaction,
    // Not awaited: the form closes at once while the touched lists refetch.
    onSuccess: (after, { transaction: before }) => {
      void invalidateAfter(queryClient, { kind: 'transactionUpdated', before, after });
    },
  });
}
