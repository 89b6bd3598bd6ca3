import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions, requireMessage } from './auth-call.ts';

/** POST /api/auth/password-reset/request: the same message whether or not the address exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  const data = await api.post('/api/auth/password-reset/request', { email }, authCallOptions);
  return requireMessage(data);
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
