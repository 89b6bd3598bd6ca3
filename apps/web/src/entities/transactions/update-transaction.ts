import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { isApiError } from '../../lib/api-error.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { transactionETag } from '@elevate/shared';
import { invalidateAfter } from '../invalidation.ts';
import { queueOnNoAnswer } from './outbox/queue-on-no-answer.ts';

export type TransactionUpdate = {
  transaction: Transaction;
  changes: CreateTransactionBody;
  /** Change a reconciled row's amount, date, account or clearing anyway (409 without it). */
  confirm?: boolean;
};

/**
 * PUT /api/transactions/{id}: the full transaction with its changes (null when it was
 * queued for want of an answer). The row's tags are
 * not echoed back: a list replaces the row's tags, so they go only when `changes` names
 * them, and a tag another member added meanwhile survives an edit of the other fields.
 * Nor are its parts: left out they stay, and a change of category must be able to say
 * `splits: []` without an echo contradicting it.
 */
export function updateTransaction({ transaction, changes, confirm }: TransactionUpdate) {
  const { tags: _echoed, splits: _parts, ...row } = transaction;
  const body = { ...row, ...changes, ...(confirm && { confirm: true }) };
  // Queued, it is sent with If-Match: a change made meanwhile elsewhere is asked about.
  const queued = {
    kind: 'update' as const,
    transaction,
    changes: body,
    ifMatch: transactionETag(transaction),
  };
  return queueOnNoAnswer(queued, (headers) =>
    callEndpoint(transactionsApi.update, { params: { id: transaction._id }, body, headers }),
  );
}

/** The server's 409 for a change to a reconciled row that was not confirmed. */
export function needsReconciledConfirm(error: unknown, transaction: Transaction): boolean {
  return transaction.reconciled && isApiError(error) && error.status === 409;
}

/** Saves, then refreshes what the write touched: a new date touches both months. */
export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: with no answer the write is queued on the device (decision 0062).
    networkMode: 'always',
    mutationFn: updateTransaction,
    // Not awaited: the form closes at once while the touched lists refetch.
    onSuccess: (after, { transaction: before }) => {
      if (after) void invalidateAfter(queryClient, { kind: 'transactionUpdated', before, after });
    },
  });
}
