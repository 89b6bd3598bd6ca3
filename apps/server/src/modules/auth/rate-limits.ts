import { rateLimit } from '../../plugins/rate-limit.ts';
import { currentUser } from '../../plugins/session.ts';
import { RATE_LIMIT_MESSAGES as MSG } from './messages.ts';

const MINUTE = 60_000;

/** Per-client-IP limits of the public auth endpoints. */
export const AUTH_LIMITS = {
  login: { name: 'login', max: 10, windowMs: 15 * MINUTE, msg: MSG.login },
  register: { name: 'register', max: 20, windowMs: 60 * MINUTE, msg: MSG.register },
  verify: { name: 'verify-email', max: 20, windowMs: 15 * MINUTE, msg: MSG.verify },
  resend: { name: 'send-verification', max: 5, windowMs: 15 * MINUTE, msg: MSG.resend },
  resetRequest: {
    name: 'password-reset-request',
    max: 5,
    windowMs: 15 * MINUTE,
    msg: MSG.resetRequest,
  },
  // Checking a reset token and using it share one budget: a reset page does both.
  reset: { name: 'password-reset', max: 20, windowMs: 15 * MINUTE, msg: MSG.reset },
  // Per signed-in user, not per IP: each call costs two argon2 runs (decision 0015).
  changePassword: {
    name: 'change-password',
    max: 10,
    windowMs: 15 * MINUTE,
    msg: MSG.changePassword,
  },
} as const;

export const authRateLimits = {
  login: rateLimit(AUTH_LIMITS.login),
  register: rateLimit(AUTH_LIMITS.register),
  verify: rateLimit(AUTH_LIMITS.verify),
  resend: rateLimit(AUTH_LIMITS.resend),
  resetRequest: rateLimit(AUTH_LIMITS.resetRequest),
  reset: rateLimit(AUTH_LIMITS.reset),
  changePassword: rateLimit({
    ...AUTH_LIMITS.changePassword,
    key: (request) => currentUser(request).id,
  }),
};
