import { useMutation, useQueryClient } from '@tanstack/react-query';
import { digestApi } from '@elevate/shared/contract/digest';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * POST /api/digest/unsubscribe?token=…: the link of a digest e-mail. The link's token is
 * all it needs, so a 401 must not sign this tab out, and a 429 is shown at once instead
 * of keeping the pressed button waiting through retries.
 */
function unsubscribeDigest(token: string) {
  return callEndpoint(digestApi.unsubscribe, {
    query: { token },
    // The server ignores any body; an empty JSON object keeps the request well-formed.
    body: {},
    ignore401: true,
    retries429: 0,
  });
}

/**
 * A mutation run only by the page's button, never as the page loads: mail scanners open
 * links and run their scripts (decision 0058). A signed-in tab's Settings switch then
 * reads the account again, as it is off now.
 */
export function useUnsubscribeDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeDigest,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'accountUpdated' }),
  });
}
