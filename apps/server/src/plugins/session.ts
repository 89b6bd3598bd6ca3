import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors.ts';
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
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.arrivedAt = performance.now();
    const token = bearerToken(request);
    const user = token
      ? await findSessionUser(shortReads(app), token, app.db, request.arrivedAt)
      : null;
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
