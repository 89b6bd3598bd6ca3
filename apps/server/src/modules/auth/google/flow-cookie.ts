import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { generateToken } from '../../../lib/tokens.ts';
import type { OidcFlow } from './oidc-client.ts';
import { SIGN_IN_CODE_TTL_MS } from './sign-in-codes.ts';

const COOKIE = 'oidc_flow';
const PATH = '/api/auth/google';
const MAX_AGE_S = 10 * 60;

/** `browser`: a random key that ties the flow's one-time sign-in code to this browser. */
export interface FlowCookie extends OidcFlow {
  browser: string;
}

const browserKey = z.string().min(43).max(64);
const flowSchema = z.strictObject({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  browser: browserKey,
});
const exchangeSchema = z.strictObject({ browser: browserKey });

/**
 * Short-lived HttpOnly cookies scoped to the Google routes. SameSite=Lax: the provider's
 * redirect back is a cross-site top-level navigation. Forging one gains nothing: the
 * state and the browser key must match what was stored.
 */
function setCookie(reply: FastifyReply, value: object, maxAge: number, secure: boolean) {
  reply.setCookie(COOKIE, Buffer.from(JSON.stringify(value)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: PATH,
    maxAge,
  });
}

function takeCookie<T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>) {
  const raw = request.cookies[COOKIE];
  reply.clearCookie(COOKIE, { path: PATH });
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The start of a flow: state, nonce, PKCE verifier and a new browser key. */
export function setFlowCookie(reply: FastifyReply, flow: OidcFlow, secure: boolean): void {
  const cookie: FlowCookie = { ...flow, browser: generateToken() };
  setCookie(reply, cookie, MAX_AGE_S, secure);
}

/** Reads and clears the cookie: each flow is good for one callback. */
export function takeFlowCookie(request: FastifyRequest, reply: FastifyReply): FlowCookie | null {
  return takeCookie(request, reply, flowSchema);
}

/** After the callback only the browser key stays, for as long as the sign-in code lives. */
export function keepBrowserKey(reply: FastifyReply, browser: string, secure: boolean): void {
  setCookie(reply, { browser }, SIGN_IN_CODE_TTL_MS / 1000, secure);
}

/** Reads and clears the browser key at the code exchange; a whole flow cookie is not one. */
export function takeBrowserKey(request: FastifyRequest, reply: FastifyReply): string | null {
  return takeCookie(request, reply, exchangeSchema)?.browser ?? null;
}
