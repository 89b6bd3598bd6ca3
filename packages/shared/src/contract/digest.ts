import { z } from 'zod';
import { digestUnsubscribeQuery, digestUnsubscribeResponse } from '../schemas/digest.ts';
import { area } from './endpoint.ts';

const digest = area('account', [400, 404, 429]);

/** The weekly digest's unsubscribe link (decision 0058); it is switched on and off with PATCH /api/account. */
export const digestApi = {
  unsubscribe: digest.post('/api/digest/unsubscribe', {
    auth: 'none',
    // Opened from an e-mail, or posted by a mail program's one-click unsubscribe: no session,
    // no CSRF cookie. The token is the link's own and only ends the digest.
    csrf: false,
    summary:
      "Stop a user's weekly digest with their e-mail's link; any body is ignored (one-click unsubscribe sends a form)",
    query: digestUnsubscribeQuery,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    body: z.unknown().optional(),
    responses: { 200: digestUnsubscribeResponse },
  }),
};
