import { useMutation } from '@tanstack/react-query';
import type { PasswordResetBody } from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions, requireMessage } from './auth-call.ts';

/** POST /api/auth/password-reset/reset: the server's success message. */
export async function resetPassword(body: PasswordResetBody): Promise<string> {
  return requireMessage(await api.post('/api/auth/password-reset/reset', body, authCallOptions));
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
