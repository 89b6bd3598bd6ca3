import type { FastifyInstance } from 'fastify';
import { accessTokenRoutes } from '../access-tokens/routes.ts';
import { webhookRoutes } from '../webhooks/routes.ts';
import { authDeps } from './deps.ts';
import { deviceRoutes } from './device-routes.ts';
import { emailRoutes } from './email-routes.ts';
import { googleRoutes } from './google/routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { sessionClient } from './session-client.ts';
import { sessionRoutes } from './session-routes.ts';
import { passkeyRoutes } from './passkeys/routes.ts';
import { twoFactorDeps } from './two-factor/rate-limits.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';

/** Every /api/auth endpoint, /api/tokens and /api/webhooks; needs the session, csrf and mailer plugins registered first. */
export async function authRoutes(app: FastifyInstance) {
  // Only /api/auth issues sessions: every other request skips the per-request context.
  await app.register(sessionClient);
  const deps = authDeps(app);
  await sessionRoutes(app, deps);
  await emailRoutes(app, deps);
  await passwordRoutes(app, deps);
  await deviceRoutes(app, deps);
  await googleRoutes(app);
  const twoFactor = twoFactorDeps(app, deps);
  await twoFactorRoutes(app, twoFactor);
  await passkeyRoutes(app, twoFactor);
  await accessTokenRoutes(app, deps);
  await webhookRoutes(app, deps);
}
