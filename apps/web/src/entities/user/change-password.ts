import { useMutation } from '@tanstack/react-query';
import { changePasswordResponse, type ChangePasswordBody } from '@elevate/shared/schemas/auth';
import { api } from '../../lib/api-client.ts';
import { setToken } from '../../lib/storage.ts';

/**
 * POST /api/auth/change-password. A wrong current password answers 401: the form's to show,
 * not a reason to sign out. A change ends every session, this one too: the answer's token
 * replaces the stored one here, not in the form, so it is kept even if the form is gone by then.
 */
async function changePassword(body: ChangePasswordBody) {
  const result = await api.post('/api/auth/change-password', body, {
    schema: changePasswordResponse,
    ignore401: true,
  });
  setToken(result.token);
  return result;
}

/** Touches no cached data (the invalidation map has no entry for it). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
