import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors.ts';
import { currentUser } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook after `authenticate`: 429 once the signed-in user exceeds the data-call budget. */
    userRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** What a call of the route costs in the per-user limit; 1 when unset (decision 0016). */
    dataCost?: (request: FastifyRequest) => number;
  }
}

export interface UserRateLimitOptions {
  max: number;
  windowMs: number;
}

const DATA_CALLS_PER_MINUTE: UserRateLimitOptions = { max: 600, windowMs: 60_000 };
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * A generous fixed window per user on budget and transaction calls, kept in
 * memory: it guards one process against a runaway client, and losing it on a
 * restart costs nothing. Calls that scan rather than read an index weigh
 * more (their route's `dataCost`). The auth limits, which must hold across instances,
 * are the counters in the database's rate_limits table.
 */
export const userRateLimit = fp(
  async (app: FastifyInstance, opts: Partial<UserRateLimitOptions>) => {
    const { max, windowMs } = { ...DATA_CALLS_PER_MINUTE, ...opts };
    const windows = new Map<string, { count: number; resetAt: number }>();
    let nextSweep = Date.now() + windowMs;

    app.decorate('userRateLimit', async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      if (now >= nextSweep) {
        // Forget users whose window has ended, so the map holds only active ones.
        for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
        nextSweep = now + windowMs;
      }
      // A personal access token has a budget of its own, apart from its user's browsers.
      const user = currentUser(request);
      const key = user.accessToken ? `token:${user.accessToken.id}` : user.id;
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += request.routeOptions.config.dataCost?.(request) ?? 1;
      if (window.count > max) {
        reply.header('Retry-After', Math.ceil((window.resetAt - now) / 1000));
        throw tooManyRequests(TOO_MANY_REQUESTS);
      }
    });
  },
);
