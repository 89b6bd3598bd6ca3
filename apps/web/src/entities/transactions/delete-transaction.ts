import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@elevate/shared/schemas/common';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/** DELETE /api/transactions/{id}. */
export function deleteTransaction(transaction: Transaction) {
  return api.delete(`/api/transactions/${encodeURIComponent(transaction._id)}`, {
    schema: successResponse,
  });
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
