import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/errors.ts';
import { hitRateLimit } from '../lib/rate-limit-store.ts';

export interface RateLimitOptions {
  /** Names the counter; limits with different names never share one. */
  name: string;
  max: number;
  windowMs: number;
  /** The 429 body's msg docs/product/api-auth.md. */
  msg: string;
  /** Defaults to the client IP: the socket address, or X-Forwarded-For when TRUST_PROXY is set. */
  key?: (request: FastifyRequest) => string;
}

/** A preHandler that answers 429 { msg } once `max` hits fall in one window. */
export function rateLimit(options: RateLimitOptions) {
  const { name, max, windowMs, msg, key } = options;
  return async function rateLimitHandler(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const hit = await hitRateLimit(
      request.server.db,
      `${name}:${key ? key(request) : request.ip}`,
      windowMs,
    );
    if (hit.count <= max) return;
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
    reply.header('Retry-After', String(retryAfter));
    request.log.info({ limit: name, ip: request.ip }, 'rate limit exceeded');
    throw tooManyRequests(msg);
  };
}
