import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@elevate/shared/schemas/account';
import { successResponse } from '@elevate/shared/schemas/common';
import { api } from '../../lib/api-client.ts';

/**
 * DELETE /api/account. A wrong password answers 401 (the dialog shows it); on success
 * every session is gone and the caller signs out, which clears every cache.
 */
function deleteAccount(body: DeleteAccountBody) {
  return api.delete('/api/account', {
    body,
    schema: successResponse,
    ignore401: true,
    ignore423: true,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
