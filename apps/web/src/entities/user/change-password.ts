import { useMutation } from '@tanstack/react-query';
import { changePasswordResponse, type ChangePasswordBody } from '@elevate/shared/schemas/auth';
import { api } from '../../lib/api-client.ts';

/** POST /api/auth/change-password. A wrong current password answers 401: the form's to show, not a reason to sign out. */
export function changePassword(body: ChangePasswordBody) {
  return api.post('/api/auth/change-password', body, {
    schema: changePasswordResponse,
    ignore401: true,
  });
}

/** Touches no cached data (the invalidation map has no entry for it). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
