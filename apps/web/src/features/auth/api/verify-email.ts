import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions, requireMessage } from './auth-call.ts';

/** POST /api/auth/verification/verify-email: the server's success message. */
export async function verifyEmail(token: string): Promise<string> {
  const data = await api.post('/api/auth/verification/verify-email', { token }, authCallOptions);
  return requireMessage(data);
}

// A verification token works once: a second POST with it would turn a success into
// 'invalid token'. One answer per token for the life of the page, even if the query cache
// is cleared meanwhile (the session provider clears it when a stale session is dropped).
const answers = new Map<string, Promise<string>>();

function verifyEmailOnce(token: string): Promise<string> {
  let answer = answers.get(token);
  if (!answer) {
    answer = verifyEmail(token);
    answers.set(token, answer);
  }
  return answer;
}

/**
 * A query keyed by the token rather than a mutation fired from an effect, so StrictMode's
 * second mount and any re-render share the one call.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmailOnce(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
