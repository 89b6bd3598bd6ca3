import type { Endpoint } from '@elevate/shared/contract/endpoint';
import { ACCESS_TOKEN_MESSAGES } from '@elevate/shared/schemas/access-tokens';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { tokenRouteKey } from '../lib/token-routes.ts';
import { findTokenUser, isAccessToken } from '../modules/access-tokens/token-lookup.ts';
import { findSessionUser, type SessionUser } from '../modules/auth/session-store.ts';
import { shortReads } from '../db/short-reads.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The signed-in user's id on routes behind `app.authenticate` ('' elsewhere). */
    userId: string;
    /**
     * When `app.authenticate` began (performance.now()), after the request came in: a
     * kept session or membership is served once a listener's round trip sent since is back.
     */
    arrivedAt: number;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: 401 unless a live bearer session is presented. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * The routes a personal access token may call, by 'METHOD /path' (decision 0057):
     * filled as the contract's routes are registered, so any route not registered as
     * open to tokens refuses them.
     */
    tokenRoutes: Map<string, Endpoint>;
  }
}

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const session = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('userId', '');
  app.decorateRequest('arrivedAt', 0);
  app.decorate('tokenRoutes', new Map<string, Endpoint>());

  /** A personal access token's caller, on a route open to it and within its scope. */
  async function tokenUser(request: FastifyRequest, token: string) {
    const user = await findTokenUser(shortReads(app), token, app.db);
    if (!user?.accessToken) throw unauthorized();
    const endpoint = app.tokenRoutes.get(
      tokenRouteKey(request.method, request.routeOptions.url ?? ''),
    );
    if (!endpoint) throw forbidden(ACCESS_TOKEN_MESSAGES.notForTokens);
    if (endpoint.ledger === 'write' && user.accessToken.scope === 'read') {
      throw forbidden(ACCESS_TOKEN_MESSAGES.readOnly);
    }
    return user;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.arrivedAt = performance.now();
    const token = bearerToken(request);
    const user = !token
      ? null
      : isAccessToken(token)
        ? await tokenUser(request, token)
        : await findSessionUser(shortReads(app), token, app.db, request.arrivedAt);
    if (!user) throw unauthorized();
    request.user = user;
    request.userId = user.id;
  });
});

/** For handlers behind `app.authenticate`: the signed-in user, never null there. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
