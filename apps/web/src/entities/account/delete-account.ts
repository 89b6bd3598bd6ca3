import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@elevate/shared/schemas/account';
import { accountApi } from '@elevate/shared/contract/account';
import { callEndpoint } from '../../lib/call-endpoint.ts';

/**
 * DELETE /api/account. A wrong password answers 401 (the dialog shows it); on success
 * every session is gone and the caller signs out, which clears every cache.
 */
function deleteAccount(body: DeleteAccountBody) {
  return callEndpoint(accountApi.remove, {
    body,
    ignore401: true,
    ignore423: true,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
