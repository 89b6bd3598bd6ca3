import { useMutation, useQuery } from '@tanstack/react-query';
import { confirmEmailChangeResponse, type ChangeEmailBody } from '@elevate/shared/schemas/account';
import { messageResponse } from '@elevate/shared/schemas/common';
import { api } from '../../lib/api-client.ts';

/**
 * POST /api/account/email: mails the link to the new address. A wrong password answers
 * 401 and a lock 423: the form's to show, not a reason to end the session.
 */
function requestEmailChange(body: ChangeEmailBody) {
  return api.post('/api/account/email', body, {
    schema: messageResponse,
    ignore401: true,
    ignore423: true,
  });
}

/** Touches no cached data: nothing changes until the link is opened. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

/** POST /api/account/email/confirm, once per token: the landing page of the mailed link. */
function confirmEmailChange(token: string) {
  return api.post(
    '/api/account/email/confirm',
    { token },
    { schema: confirmEmailChangeResponse, ignore401: true, retries429: 0 },
  );
}

/**
 * A query, not a mutation, so React's double effects in development cannot use the
 * single-use link twice: one cache entry per token, never refetched.
 */
export function useConfirmEmailChange(token: string | null) {
  return useQuery({
    queryKey: ['account', 'email-change', token],
    queryFn: () => confirmEmailChange(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
