import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions } from './auth-call.ts';

/** POST /api/auth/password-reset/verify: whether the token can still be used. */
export async function verifyResetToken(token: string): Promise<boolean> {
  const data = await api.post('/api/auth/password-reset/verify', { token }, authCallOptions);
  return (data as { valid?: unknown } | undefined)?.valid === true;
}

/** Checked once per token and page visit; the answer does not go stale while the form is open. */
export function useVerifyResetToken(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'password-reset-verify', token],
    queryFn: () => verifyResetToken(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });
}
