import { useMutation } from '@tanstack/react-query';
import { supportApi } from '@elevate/shared/contract/support';
import type { ContactBody } from '@elevate/shared/schemas/support';
import { callEndpoint } from '../../lib/call-endpoint.ts';

/** POST /api/support/contact; docs/product/support.md: it goes without a CSRF token. */
function sendContactMessage(body: ContactBody) {
  return callEndpoint(supportApi.contact, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
