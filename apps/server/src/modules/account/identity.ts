import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema.ts';
import { badRequest, locked, unauthorized } from '../../lib/errors.ts';
import { checkPasswordGuarded } from '../auth/lockout.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { ACCOUNT_MESSAGES as MSG } from './messages.ts';

/** How fresh a provider sign-in must be to stand in for a password. */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export interface ConfirmedUser {
  id: string;
  name: string;
  email: string;
  googleSubject: string | null;
  /** The account's language: the mails about the change speak it. */
  locale: string | null;
}

/**
 * Proof that the person at the keyboard owns the account before a sensitive change
 * (new e-mail, deletion, a new passkey, two-factor on). An account with a password
 * gives it, and a wrong one counts toward the login lockout (decision 0015). An account
 * without one (made by a provider sign-in) proves itself by a session that a provider
 * sign-in issued within the last 10 minutes: signing in with the provider again is the
 * re-sign-in. A passkey sign-in is not: the passkey may have been minted by a stolen
 * session a minute before (decision 0035).
 */
export async function confirmIdentity(
  db: Db,
  session: { id: string; sessionId: string },
  password: string | undefined,
): Promise<ConfirmedUser> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      googleSubject: users.googleSubject,
      locale: users.locale,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, session.id))
    .limit(1);
  if (!user) throw unauthorized();
  const { passwordHash, ...confirmed } = user;
  if (passwordHash) {
    if (!password)
      throw badRequest(MSG.passwordNeeded, [{ param: 'password', msg: MSG.passwordNeeded }]);
    const check = await checkPasswordGuarded(db, { id: user.id, passwordHash }, password);
    if (check === 'locked') throw locked(AUTH_MESSAGES.locked);
    if (check === 'wrong') throw unauthorized(MSG.wrongPassword);
    return confirmed;
  }
  const [current] = await db
    .select({ createdAt: sessions.createdAt, viaProvider: sessions.viaProvider })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId))
    .limit(1);
  if (!current?.viaProvider || Date.now() - current.createdAt.getTime() > REAUTH_WINDOW_MS) {
    throw unauthorized(MSG.reauthNeeded);
  }
  return confirmed;
}
