import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { useCreateTransaction } from '../../../entities/transactions/create-transaction.ts';
import { useDeleteTransaction } from '../../../entities/transactions/delete-transaction.ts';
import { flipCleared } from '../../../entities/transactions/reversible-cleared.ts';
import { useSetTransactionCleared } from '../../../entities/transactions/set-cleared.ts';
import {
  needsReconciledConfirm,
  useUpdateTransaction,
} from '../../../entities/transactions/update-transaction.ts';
import { fieldRefusal } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useRecordChange } from '../../../lib/reversible-history-context.ts';
import { useAlwaysCategorise } from './use-always-categorise.ts';

/** The server's refusal of the tags: the form stays open and shows it on its Tags field. */
type OnTagsRefused = (message: string) => void;

/** An edit of a reconciled row the server refused (409) until confirmed. */
type ReconciledEdit = {
  transaction: Transaction;
  changes: CreateTransactionBody;
  close: () => void;
  onTagsRefused?: OnTagsRefused;
};

/**
 * Create, edit and delete with the alerts of docs/product/transactions.md. The mutations refresh every list
 * and budget the write touched (entities/invalidation.ts). A cleared tick goes on the undo list.
 */
export function useTransactionActions() {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const settle = (message: string, close: () => void, onTagsRefused?: OnTagsRefused) => ({
    onSuccess: () => {
      setError(null);
      close();
    },
    onError: (failure?: unknown) => {
      const refusal = onTagsRefused && fieldRefusal(failure, 'tags');
      if (refusal) return onTagsRefused(refusal);
      setError(message);
      close();
    },
  });

  const createMutation = useCreateTransaction();
  const updateMutation = useUpdateTransaction();
  const deleteMutation = useDeleteTransaction();
  const clearedMutation = useSetTransactionCleared();
  const queryClient = useQueryClient();
  const record = useRecordChange();
  const offerRule = useAlwaysCategorise();
  const [reconciledEdit, setReconciledEdit] = useState<ReconciledEdit | null>(null);

  return {
    error,
    clearError: () => setError(null),
    busy: createMutation.isPending || updateMutation.isPending || deleteMutation.isPending,
    /** An edit of a reconciled row waiting for 'Change it anyway?'. */
    reconciledEdit,
    create: (body: CreateTransactionBody, close: () => void, onTagsRefused?: OnTagsRefused) =>
      createMutation.mutate(
        body,
        settle(t('transactions.errors.createFailed'), close, onTagsRefused),
      ),
    // A reconciled row's 409 asks first (the form stays open), refused tags show on their
    // field (it stays open too); any other failure is an alert.
    update: (
      transaction: Transaction,
      changes: CreateTransactionBody,
      close: () => void,
      onTagsRefused?: OnTagsRefused,
    ) =>
      updateMutation.mutate(
        { transaction, changes },
        {
          onSuccess: (saved) => {
            settle(t('transactions.errors.updateFailed'), close).onSuccess();
            // A queued edit (no answer) is offered nothing: the offer needs the server.
            if (saved) void offerRule(transaction, changes);
          },
          onError: (failure) => {
            if (needsReconciledConfirm(failure, transaction))
              setReconciledEdit({ transaction, changes, close, onTagsRefused });
            else
              settle(t('transactions.errors.updateFailed'), close, onTagsRefused).onError(failure);
          },
        },
      ),
    confirmReconciledEdit: () => {
      if (!reconciledEdit) return;
      const { transaction, changes, close, onTagsRefused } = reconciledEdit;
      updateMutation.mutate(
        { transaction, changes, confirm: true },
        settle(
          t('transactions.errors.updateFailed'),
          () => {
            setReconciledEdit(null);
            close();
          },
          onTagsRefused &&
            ((message) => {
              setReconciledEdit(null);
              onTagsRefused(message);
            }),
        ),
      );
    },
    cancelReconciledEdit: () => setReconciledEdit(null),
    setCleared: (transaction: Transaction, cleared: boolean) =>
      clearedMutation.mutate(
        { transaction, cleared },
        {
          onSuccess: () => {
            setError(null);
            record({
              label: t(
                cleared
                  ? 'transactions.cleared.markedCleared'
                  : 'transactions.cleared.markedNotCleared',
                { description: transaction.description },
              ),
              revert: flipCleared(queryClient, transaction._id, cleared),
            });
          },
          onError: () => setError(t('transactions.errors.updateFailed')),
        },
      ),
    /** The row whose tick is being saved (its box is off until the answer). */
    clearingId: clearedMutation.isPending ? clearedMutation.variables?.transaction._id : undefined,
    remove: (transaction: Transaction, close: () => void) =>
      deleteMutation.mutate(transaction, settle(t('transactions.errors.deleteFailed'), close)),
  };
}
