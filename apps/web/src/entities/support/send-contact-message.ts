import { useMutation } from '@tanstack/react-query';
import { contactResponse, type ContactBody } from '@elevate/shared/schemas/support';
import { api } from '../../lib/api-client.ts';

/** POST /api/support/contact; docs/product/support.md: it goes without a CSRF token. */
function sendContactMessage(body: ContactBody) {
  return api.post('/api/support/contact', body, { schema: contactResponse, skipCsrf: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
