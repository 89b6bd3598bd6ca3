import cookie from '@fastify/cookie';
import { infrastructureApi as api } from '@elevate/shared/contract/infrastructure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/errors.ts';
import { contractRoutes } from '../lib/route.ts';
import { generateToken, safeEqual } from '../lib/tokens.ts';
import { isAccessToken } from '../modules/access-tokens/token-lookup.ts';
import { bearerToken } from './session.ts';

export const CSRF_COOKIE = 'csrf_token';
/**
 * Over https the cookie carries the __Host- prefix: browsers then accept it only when
 * Secure, on path / and without a Domain, so a sibling subdomain or a plain-http
 * response cannot plant a token of its choosing (decision 0017). The web app never
 * reads the cookie (it is HttpOnly): it takes the token from this endpoint's body.
 */
export const SECURE_CSRF_COOKIE = '__Host-csrf_token';

export const csrfCookieName = (appUrl: string): string =>
  appUrl.startsWith('https://') ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The contact form is sent without a CSRF token (spec 6); beacons cannot set headers; a
 * digest's unsubscribe link is posted by mail programs (its token is its own proof).
 */
const EXEMPT = new Set(['/api/support/contact', '/api/vitals', '/api/digest/unsubscribe']);

/** Double-submit CSRF protection: the x-csrf-token header must match the HttpOnly cookie. */
export const csrf = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(cookie);
  const secure = opts.config.APP_URL.startsWith('https://');
  // Only the name in force is read: an unprefixed cookie must not stand in for it.
  const cookieName = csrfCookieName(opts.config.APP_URL);

  contractRoutes(app, [])(api.csrfToken, async (request, reply) => {
    const existing = request.cookies[cookieName];
    const csrfToken = existing && existing.length >= 43 ? existing : generateToken();
    reply.setCookie(cookieName, csrfToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/',
    });
    return { csrfToken };
  });

  // preValidation: malformed or oversized bodies and unknown routes keep their own answers.
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (!route || !route.startsWith('/api/') || EXEMPT.has(route)) return;
    // A personal access token comes in a header no other site can make a browser send,
    // and no cookie: there is nothing to forge (decision 0057). It is checked as a token
    // (and refused on every route not open to tokens) by authentication.
    const bearer = bearerToken(request);
    if (bearer && isAccessToken(bearer)) return;
    const cookieToken = request.cookies[cookieName];
    const header = request.headers['x-csrf-token'];
    if (!cookieToken || typeof header !== 'string' || !safeEqual(cookieToken, header)) {
      throw forbidden('Invalid or missing CSRF token');
    }
  });
});
