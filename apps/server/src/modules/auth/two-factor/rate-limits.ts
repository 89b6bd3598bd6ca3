import type { FastifyInstance } from 'fastify';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { currentUser } from '../../../plugins/session.ts';
import type { NoticeDeps } from '../security-notices.ts';
import type { TwoFactorDeps } from './deps.ts';
import { TWO_FACTOR_MESSAGES as MSG } from './messages.ts';
import { createSecretBox } from './secret-box.ts';

const MINUTE = 60_000;

/**
 * Per client IP on the public second-step and passkey sign-in calls (each also bounded
 * per account by the lockout); per user on the signed-in changes, which may run argon2.
 */
export const twoFactorLimits = {
  signIn: rateLimit({ name: 'two-factor', max: 30, windowMs: 15 * MINUTE, msg: MSG.rateLimited }),
  changes: rateLimit({
    name: 'two-factor-change',
    max: 20,
    windowMs: 15 * MINUTE,
    msg: MSG.tooManyChanges,
    key: (request) => currentUser(request).id,
  }),
};

/** Relying party from APP_URL; the secret box from TOTP_ENCRYPTION_KEY (decision 0028). */
export function twoFactorDeps(app: FastifyInstance, notices: NoticeDeps): TwoFactorDeps {
  // Config refuses an unset key off loopback (decision 0035).
  const { APP_URL, TOTP_ENCRYPTION_KEY } = app.config;
  const url = new URL(APP_URL);
  return {
    db: app.db,
    box: createSecretBox(TOTP_ENCRYPTION_KEY),
    rpId: url.hostname,
    origin: url.origin,
    notices,
  };
}
