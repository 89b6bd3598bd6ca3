import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transfersApi } from '@elevate/shared/contract/accounts';
import type { CreateTransferBody } from '@elevate/shared/schemas/accounts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * POST /api/transfers: two linked rows, out of one account and into another (decision 0052).
 * 400 `{ errors: [{ param, msg }] }` names the field (a missing category, the same account twice).
 */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTransferBody) => callEndpoint(transfersApi.create, { body }),
    onSuccess: (_transfer, body) =>
      invalidateAfter(queryClient, { kind: 'transferCreated', date: body.date }),
  });
}
