import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** DELETE /api/transactions/{id}. */
export function deleteTransaction(transaction: Transaction) {
  return callEndpoint(transactionsApi.remove, { params: { id: transaction._id } });
}

/** Deletes, then refreshes what the write touched (its month's budget and lists). */
export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    // Not awaited: the dialog closes at once while the touched lists refetch.
    onSuccess: (_, transaction) => {
      void invalidateAfter(queryClient, { kind: 'transactionDeleted', transaction });
    },
  });
}
