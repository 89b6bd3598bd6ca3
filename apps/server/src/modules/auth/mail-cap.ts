import { hitRateLimit } from '../../lib/rate-limit-store.ts';
import type { AuthDeps } from './deps.ts';

/** Verification, reset and e-mail change mails together, per account, whatever IP asks. */
export const MAIL_CAP = { max: 3, windowMs: 60 * 60 * 1000 } as const;

export type AuthMailKind = 'verification' | 'reset' | 'email-change';

/**
 * Counts one mail to the address and says whether it may go out. The per-IP limits
 * cannot stop many addresses filling one mailbox; this can. The caller answers the
 * same either way, so the cap reveals nothing; the surplus is only logged (without
 * the address or any token).
 */
export async function mayMail(
  deps: AuthDeps,
  user: { id: string; email: string },
  kind: AuthMailKind,
): Promise<boolean> {
  // Keyed by the account, whose one address it is, so no address sits in rate_limits.
  const key = `auth-mail:${user.id}`;
  const hit = await hitRateLimit(deps.db, key, MAIL_CAP.windowMs);
  if (hit.count <= MAIL_CAP.max) return true;
  deps.log.warn(
    { userId: user.id, kind, max: MAIL_CAP.max },
    'auth mail not sent: recipient cap reached',
  );
  return false;
}
