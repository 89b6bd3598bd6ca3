import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * PUT /api/transactions/{id} with only `{ cleared }`: ticked off against the bank (or not).
 * It moves the account's cleared balance, so it refreshes like any edit of the row.
 */
export function useSetTransactionCleared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transaction, cleared }: { transaction: Transaction; cleared: boolean }) =>
      callEndpoint(transactionsApi.update, { params: { id: transaction._id }, body: { cleared } }),
    onSuccess: (after, { transaction: before }) =>
      invalidateAfter(queryClient, { kind: 'transactionUpdated', before, after }),
  });
}
