import { z } from 'zod';
import { csrfTokenResponse } from '../schemas/auth.ts';
import { area } from './endpoint.ts';

const untagged = area(null, []);

/** Calls outside any product area: the load balancer's health check and the CSRF token. */
export const infrastructureApi = {
  health: untagged.get('/api/health', {
    auth: 'none',
    responses: {
      200: z.object({
        status: z.literal('ok'),
        // Which engine serves, and whether a commit is on disk before it is acknowledged.
        database: z.object({ engine: z.enum(['postgres', 'pglite']), durable: z.boolean() }),
      }),
    },
    errors: [503],
  }),
  /** Sets the HttpOnly CSRF cookie and answers the same token for the x-csrf-token header. */
  csrfToken: untagged.get('/api/csrf-token', {
    auth: 'none',
    responses: { 200: csrfTokenResponse },
  }),
};
