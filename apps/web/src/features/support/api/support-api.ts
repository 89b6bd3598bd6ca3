import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  contactResponse,
  supportConfigResponse,
  type ContactBody,
} from '@elevate/shared/schemas/support';
import { api } from '../../../lib/api-client.ts';

/** Spec section 6: the contact call goes without a CSRF token. */
export function sendContactMessage(body: ContactBody) {
  return api.post('/api/support/contact', body, { schema: contactResponse, skipCsrf: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

// The address is read from the server at run time, so changing SUPPORT_EMAIL needs no rebuild.
export const supportConfigQuery = queryOptions({
  queryKey: ['support', 'config'],
  queryFn: () => api.get('/api/support/config', { schema: supportConfigResponse }),
  staleTime: Infinity,
});

export function useSupportConfig() {
  return useQuery(supportConfigQuery);
}
