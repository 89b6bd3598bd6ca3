import { useMutation } from '@tanstack/react-query';
import { emailChangeApi } from '@elevate/shared/contract/account';
import type { ChangeEmailBody } from '@elevate/shared/schemas/account';
import { callEndpoint } from '../../lib/call-endpoint.ts';

/**
 * POST /api/account/email: mails the link to the new address. A wrong password answers
 * 401 and a lock 423: the form's to show, not a reason to end the session.
 */
function requestEmailChange(body: ChangeEmailBody) {
  return callEndpoint(emailChangeApi.request, {
    body,
    ignore401: true,
    ignore423: true,
  });
}

/** Touches no cached data: nothing changes until the link is opened. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

/** POST /api/account/email/confirm: the landing page of the mailed link, on its button. */
function confirmEmailChange(token: string) {
  return callEndpoint(emailChangeApi.confirm, {
    body: { token },
    ignore401: true,
    retries429: 0,
  });
}

/**
 * A mutation run only by the page's button, never as the page loads: a mail scanner
 * that opens links and runs their scripts must not move the account (decision 0035).
 */
export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
