import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/errors.ts';
import { generateToken, safeEqual } from '../lib/tokens.ts';

export const CSRF_COOKIE = 'csrf_token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The contact form is sent without a CSRF token (spec 6); beacons cannot set headers. */
const EXEMPT = new Set(['/api/support/contact', '/api/vitals']);

/** Double-submit CSRF protection: the x-csrf-token header must match the HttpOnly cookie. */
export const csrf = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(cookie);
  const secure = opts.config.APP_URL.startsWith('https://');

  app.get(
    '/api/csrf-token',
    { schema: { response: { 200: z.object({ csrfToken: z.string() }) } } },
    async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      const csrfToken = existing && existing.length >= 43 ? existing : generateToken();
      reply.setCookie(CSRF_COOKIE, csrfToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: '/',
      });
      return { csrfToken };
    },
  );

  // preValidation: malformed or oversized bodies and unknown routes keep their own answers.
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (!route || !route.startsWith('/api/') || EXEMPT.has(route)) return;
    const cookieToken = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-csrf-token'];
    if (!cookieToken || typeof header !== 'string' || !safeEqual(cookieToken, header)) {
      throw forbidden('Invalid or missing CSRF token');
    }
  });
});
