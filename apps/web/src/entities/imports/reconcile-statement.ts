import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@elevate/shared/contract/accounts';
import { reconcileDifference } from '@elevate/shared/schemas/accounts';
import { isApiError } from '../../lib/api-error.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

export type StatementReconcileInput = {
  accountId: string;
  /** YYYY-MM-DD, as the import's preview answered it. */
  statementDate: string;
  statementBalance: number;
  /** Book an adjustment for the difference instead of answering it. */
  adjust?: boolean;
};

/**
 * What the reconcile answered: reconciled (how many rows it locked), or off by
 * `difference` (statement − cleared balance, its 409).
 */
export type StatementReconcileResult =
  { kind: 'reconciled'; reconciled: number } | { kind: 'differs'; difference: number };

/**
 * POST /api/accounts/{id}/reconcile with a bank statement's closing balance, as an import's
 * preview read it from the file (decision 0052). Its 409 is an answer here, not a failure.
 */
export async function reconcileWithStatement({
  accountId,
  statementDate,
  statementBalance,
  adjust,
}: StatementReconcileInput): Promise<StatementReconcileResult> {
  try {
    const answer = await callEndpoint(accountsApi.reconcile, {
      params: { id: accountId },
      body: { statementDate, statementBalance, ...(adjust ? { adjust: true } : {}) },
    });
    return { kind: 'reconciled', reconciled: answer.reconciled };
  } catch (error) {
    const off =
      isApiError(error) && error.status === 409 && reconcileDifference.safeParse(error.body);
    if (off && off.success) return { kind: 'differs', difference: off.data.difference };
    throw error;
  }
}

/**
 * Reconciles, then refreshes the balances and the transaction lists (rows are now
 * reconciled); an adjustment is a new transaction, so the budget figures too.
 */
export function useReconcileWithStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcileWithStatement,
    onSuccess: (result, input) => {
      if (result.kind === 'reconciled') {
        void invalidateAfter(queryClient, {
          kind: 'financialAccountsChanged',
          budgetTouched: input.adjust === true,
        });
      }
    },
  });
}
