import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  transactionResponse,
  type CreateTransactionBody,
  type Transaction,
} from '@elevate/shared/schemas/transactions';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

export type TransactionUpdate = { transaction: Transaction; changes: CreateTransactionBody };

/** PUT /api/transactions/{id}: the full transaction with its changes (docs/product/transactions.md). */
export function updateTransaction({ transaction, changes }: TransactionUpdate) {
  return api.put(
    `/api/transactions/${encodeURIComponent(transaction._id)}`,
    { ...transaction, ...changes },
    { schema: transactionResponse },
  );
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
