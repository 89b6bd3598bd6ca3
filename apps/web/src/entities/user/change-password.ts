import { useMutation } from '@tanstack/react-query';
import { passwordApi } from '@elevate/shared/contract/auth';
import type { ChangePasswordBody } from '@elevate/shared/schemas/auth';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { setToken } from '../../lib/storage.ts';

/**
 * POST /api/auth/change-password. A wrong current password answers 401: the form's to show,
 * not a reason to sign out. A change ends every session, this one too: the answer's token
 * replaces the stored one here, not in the form, so it is kept even if the form is gone by then.
 */
async function changePassword(body: ChangePasswordBody) {
  const result = await callEndpoint(passwordApi.change, { body, ignore401: true });
  setToken(result.token);
  return result;
}

/** Touches no cached data (the invalidation map has no entry for it). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
