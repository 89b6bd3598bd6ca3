import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { generateToken } from '../../lib/tokens.ts';
import { authDeps } from './deps.ts';
import { notifyNewDevice, type NoticeDeps } from './security-notices.ts';

/** Stored per session: enough for any real browser's header, bounded for a hostile one. */
export const MAX_USER_AGENT_LENGTH = 512;
const DEVICE_COOKIE = 'elevate_device';
/** Over https, like the CSRF cookie (decision 0017): Secure, path /, no Domain. */
const SECURE_DEVICE_COOKIE = '__Host-elevate_device';
/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** The browser a session is being issued to, as the request that signs in shows it. */
export interface SessionClient {
  userAgent: string | null;
  /** The random key of the browser's device cookie, set on the answer if it had none. */
  deviceKey(): string;
  /** Mails the account's owner that a browser it had not seen signed in. */
  newDevice(userId: string): void;
}

const store = new AsyncLocalStorage<SessionClient>();

/**
 * The client of the request being handled, or null outside one (scripts, seeds,
 * tests that insert sessions directly). createSession reads it, so every way of
 * signing in (password, provider, the second step, any added later) records the
 * browser and warns of a new one without each route having to pass the request.
 */
export function currentSessionClient(): SessionClient | null {
  return store.getStore() ?? null;
}

function clientOf(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: NoticeDeps,
  secure: boolean,
): SessionClient {
  const cookieName = secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
  const header = request.headers['user-agent'];
  const userAgent = header ? header.slice(0, MAX_USER_AGENT_LENGTH) : null;
  let key: string | undefined = request.cookies[cookieName];
  if (key && !/^[\w-]{43}$/.test(key)) key = undefined;
  return {
    userAgent,
    deviceKey() {
      if (key) return key;
      key = generateToken();
      reply.setCookie(cookieName, key, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      return key;
    },
    newDevice: (userId) => notifyNewDevice(deps, userId, userAgent),
  };
}

/**
 * Runs each handler inside its request's SessionClient. preHandler, not onRequest:
 * the body parser's callback would run outside a context entered before it.
 * Registered inside the /api/auth routes (the only ones that issue sessions), after
 * the cookie (csrf) and mailer plugins.
 */
export const sessionClient = fp(async (app: FastifyInstance) => {
  const deps = authDeps(app);
  const secure = app.config.APP_URL.startsWith('https://');
  app.addHook('preHandler', (request, reply, done) => {
    store.run(clientOf(request, reply, deps, secure), done);
  });
});
