import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@elevate/shared/contract/accounts';
import type { CreateAccountBody, UpdateAccountBody } from '@elevate/shared/schemas/accounts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** POST /api/accounts (409 on a name the ledger already has). */
export function useCreateFinancialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccountBody) => callEndpoint(accountsApi.create, { body }),
    onSuccess: () =>
      invalidateAfter(queryClient, { kind: 'financialAccountsChanged', budgetTouched: false }),
  });
}

/**
 * PUT /api/accounts/{id}: only the fields that change. Switching an account between on
 * budget and tracking moves its transactions in or out of the budget (decision 0052), so
 * that change refreshes the budget figures too.
 */
export function useUpdateFinancialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAccountBody }) =>
      callEndpoint(accountsApi.update, { params: { id }, body }),
    onSuccess: (_account, { body }) =>
      invalidateAfter(queryClient, {
        kind: 'financialAccountsChanged',
        budgetTouched: body.onBudget !== undefined,
      }),
  });
}

/** DELETE /api/accounts/{id}: 409 while it has transactions (close it instead) or is the default. */
export function useDeleteFinancialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(accountsApi.remove, { params: { id } }),
    onSuccess: () =>
      invalidateAfter(queryClient, { kind: 'financialAccountsChanged', budgetTouched: false }),
  });
}
