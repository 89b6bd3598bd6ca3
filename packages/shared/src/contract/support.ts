import { contactBody, contactResponse, supportConfigResponse } from '../schemas/support.ts';
import { area } from './endpoint.ts';

const support = area('support', []);

/** The support page: reachable signed out, so neither call needs a session (decision 0047). */
export const supportApi = {
  /** No CSRF token: the form is sent from a signed-out browser too; a bearer token only links the message to its account. */
  contact: support.post('/api/support/contact', {
    auth: 'none',
    csrf: false,
    summary: 'Send a message to support (no CSRF token; rate limited per IP)',
    body: contactBody,
    responses: { 200: contactResponse },
    errors: [400, 429],
  }),
  config: support.get('/api/support/config', {
    auth: 'none',
    summary: 'Where support mail goes',
    responses: { 200: supportConfigResponse },
  }),
};
