import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@elevate/shared/contract/accounts';
import { reconcileDifference, type ReconcileBody } from '@elevate/shared/schemas/accounts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { isApiError } from '../../lib/api-error.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * POST /api/accounts/{id}/reconcile: locks the cleared rows up to the statement date when
 * the cleared balance matches; 409 `{ msg, difference }` otherwise (unless `adjust`).
 */
export function useReconcileAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReconcileBody }) =>
      callEndpoint(accountsApi.reconcile, { params: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'accountReconciled' }),
  });
}

/** The statement − cleared difference of a refused reconcile (its 409), else undefined. */
export function reconcileDifferenceOf(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const parsed = reconcileDifference.safeParse(error.body);
  return parsed.success ? parsed.data.difference : undefined;
}
