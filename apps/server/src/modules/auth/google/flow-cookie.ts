import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OidcFlow } from './oidc-client.ts';

const COOKIE = 'oidc_flow';
const PATH = '/api/auth/google';
const MAX_AGE_S = 10 * 60;

const flowSchema = z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string() });

/**
 * The state, nonce and PKCE verifier wait for the callback in a short-lived HttpOnly
 * cookie scoped to the Google routes. SameSite=Lax: the provider's redirect back is a
 * cross-site top-level navigation. Forging it gains nothing: the state must match.
 */
export function setFlowCookie(reply: FastifyReply, flow: OidcFlow, secure: boolean): void {
  reply.setCookie(COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: PATH,
    maxAge: MAX_AGE_S,
  });
}

/** Reads and clears the cookie: each flow is good for one callback. */
export function takeFlowCookie(request: FastifyRequest, reply: FastifyReply): OidcFlow | null {
  const raw = request.cookies[COOKIE];
  reply.clearCookie(COOKIE, { path: PATH });
  if (!raw) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
