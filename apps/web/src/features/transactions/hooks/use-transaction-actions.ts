import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import {
  createTransaction,
  deleteTransaction,
  updateTransaction,
  useInvalidateAfterTransactionChange,
} from '../api/transactions-api.ts';

export const transactionsMessages = {
  createFailed: 'Failed to create transaction. Please try again.',
  updateFailed: 'Failed to update transaction. Please try again.',
  deleteFailed: 'Failed to delete transaction. Please try again.',
};

/** Create, edit and delete with the section 8 alerts; the list is fetched again after each. */
export function useTransactionActions(reload: () => void) {
  const [error, setError] = useState<string | null>(null);
  const invalidate = useInvalidateAfterTransactionChange();
  const settle = (message: string, close: () => void) => ({
    onSuccess: () => {
      setError(null);
      close();
      reload();
      invalidate();
    },
    onError: () => {
      setError(message);
      close();
    },
  });

  const createMutation = useMutation({ mutationFn: createTransaction });
  const updateMutation = useMutation({
    mutationFn: (vars: { transaction: Transaction; body: CreateTransactionBody }) =>
      updateTransaction(vars.transaction, vars.body),
  });
  const deleteMutation = useMutation({ mutationFn: deleteTransaction });

  return {
    error,
    clearError: () => setError(null),
    busy: createMutation.isPending || updateMutation.isPending || deleteMutation.isPending,
    create: (body: CreateTransactionBody, close: () => void) =>
      createMutation.mutate(body, settle(transactionsMessages.createFailed, close)),
    update: (transaction: Transaction, body: CreateTransactionBody, close: () => void) =>
      updateMutation.mutate(
        { transaction, body },
        settle(transactionsMessages.updateFailed, close),
      ),
    remove: (transaction: Transaction, close: () => void) =>
      deleteMutation.mutate(transaction._id, settle(transactionsMessages.deleteFailed, close)),
  };
}
