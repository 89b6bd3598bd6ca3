import { useState } from 'react';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { useCreateTransaction } from '../../../entities/transactions/create-transaction.ts';
import { useDeleteTransaction } from '../../../entities/transactions/delete-transaction.ts';
import { useUpdateTransaction } from '../../../entities/transactions/update-transaction.ts';

export const transactionsMessages = {
  createFailed: 'Failed to create transaction. Please try again.',
  updateFailed: 'Failed to update transaction. Please try again.',
  deleteFailed: 'Failed to delete transaction. Please try again.',
};

/**
 * Create, edit and delete with the alerts of docs/product/transactions.md. The mutations refresh every list
 * and budget the write touched (entities/invalidation.ts).
 */
export function useTransactionActions() {
  const [error, setError] = useState<string | null>(null);
  const settle = (message: string, close: () => void) => ({
    onSuccess: () => {
      setError(null);
      close();
    },
    onError: () => {
      setError(message);
      close();
    },
  });

  const createMutation = useCreateTransaction();
  const updateMutation = useUpdateTransaction();
  const deleteMutation = useDeleteTransaction();

  return {
    error,
    clearError: () => setError(null),
    busy: createMutation.isPending || updateMutation.isPending || deleteMutation.isPending,
    create: (body: CreateTransactionBody, close: () => void) =>
      createMutation.mutate(body, settle(transactionsMessages.createFailed, close)),
    update: (transaction: Transaction, changes: CreateTransactionBody, close: () => void) =>
      updateMutation.mutate(
        { transaction, changes },
        settle(transactionsMessages.updateFailed, close),
      ),
    remove: (transaction: Transaction, close: () => void) =>
      deleteMutation.mutate(transaction, settle(transactionsMessages.deleteFailed, close)),
  };
}
