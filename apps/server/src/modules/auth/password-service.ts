import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { badRequest, locked, unauthorized } from '../../lib/errors.ts';
import { passwordResetEmail } from '../../mail/templates.ts';
import {
  consumeAuthToken,
  peekAuthToken,
  replaceAuthToken,
  voidAuthTokens,
} from './auth-tokens.ts';
import type { AuthDeps } from './deps.ts';
import { credentialsChanged } from './credential-state.ts';
import { checkPasswordGuarded } from './lockout.ts';
import { deleteAllPasskeys } from './passkeys/passkey-store.ts';
import { mayMail } from './mail-cap.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { notifyPasswordChanged } from './security-notices.ts';
import { forgetCachedSessions } from './session-cache.ts';
import { createSession, revokeUserSessions } from './session-store.ts';
import { findUserByEmail, findUserById } from './users-store.ts';

/** Same answer whether or not the address has an account; the lookup and mail happen after it. */
export function requestPasswordReset(deps: AuthDeps, email: string): string {
  deps.background.run('password-reset-mail', async () => {
    const user = await findUserByEmail(deps.db, email);
    // Over the cap the older link stays live: nothing is voided for a mail not sent.
    if (!user || !(await mayMail(deps, user, 'reset'))) return;
    const token = await replaceAuthToken(deps.db, user.id, 'reset');
    const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: user.email,
      ...passwordResetEmail({ name: user.name, link, locale: user.locale }),
    });
  });
  return MSG.resetRequested;
}

export async function checkResetToken(deps: AuthDeps, token: string): Promise<void> {
  if (!(await peekAuthToken(deps.db, token, 'reset'))) throw badRequest(MSG.invalidResetToken);
}

/**
 * Checks the token before hashing anything, so a wrong token answers at once and
 * costs no argon2 run; then uses it up and sets the password in one transaction:
 * a replayed, expired or concurrently used token changes nothing. A reset signs
 * out every session, proves the address, lifts any lock and voids pending e-mail
 * change links; on request it also removes every passkey, which would otherwise
 * still sign in whoever added one (decision 0035).
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  password: string,
  { removePasskeys = false }: { removePasskeys?: boolean } = {},
): Promise<string> {
  await checkResetToken(deps, token);
  const passwordHash = await hashPassword(password);
  const done = await deps.db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, 'reset');
    if (!userId) return null;
    await tx
      .update(users)
      .set({
        passwordHash,
        isVerified: true,
        failedLoginCount: 0,
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    if (removePasskeys) await deleteAllPasskeys(tx, userId);
    await credentialsChanged(tx, userId);
    await revokeUserSessions(tx, userId);
    return userId;
  });
  // Lookups between the delete and the commit could have re-read the old sessions.
  forgetCachedSessions();
  if (!done) throw badRequest(MSG.invalidResetToken);
  notifyPasswordChanged(deps, done);
  return MSG.passwordReset;
}

/**
 * Signs out every session, the calling one too, voids any reset and e-mail change link, and answers
 * the token of a new session for the caller: a token read before the change is
 * worth nothing after it.
 */
export async function changePassword(
  deps: AuthDeps,
  session: { id: string },
  currentPassword: string,
  newPassword: string,
): Promise<{ message: string; token: string }> {
  const user = await findUserById(deps.db, session.id);
  if (!user?.passwordHash) throw unauthorized(MSG.wrongCurrentPassword);
  // Counts toward the login lockout, so a stolen session is no way around it (decision 0015).
  const current = { id: user.id, passwordHash: user.passwordHash };
  const check = await checkPasswordGuarded(deps.db, current, currentPassword);
  if (check === 'locked') throw locked(MSG.locked);
  if (check === 'wrong') throw unauthorized(MSG.wrongCurrentPassword);
  const passwordHash = await hashPassword(newPassword);
  const token = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await voidAuthTokens(tx, user.id, 'reset');
    await credentialsChanged(tx, user.id);
    await revokeUserSessions(tx, user.id);
    return createSession(tx, user.id);
  });
  forgetCachedSessions();
  notifyPasswordChanged(deps, user.id);
  return { message: MSG.passwordChanged, token };
}
