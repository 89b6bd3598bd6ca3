import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailChangeTokens, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { confirmEmailChangeEmail } from '../../mail/templates.ts';
import { voidAuthTokens } from '../auth/auth-tokens.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { mayMail } from '../auth/mail-cap.ts';
import { requireVerified } from '../auth/credential-state.ts';
import { notifyEmailChanged, notifyEmailChangeRequested } from '../auth/security-notices.ts';
import { findUserByEmail } from '../auth/users-store.ts';
import { confirmIdentity } from './identity.ts';
import { emailChanged, emailChangeSent, ACCOUNT_MESSAGES as MSG } from './messages.ts';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Mails a single-use, 24-hour link to the new address; nothing changes until it is
 * opened. A new request voids the older links. The address is checked as free now
 * and again when the link is opened. Only from a proven address, whose owner hears of
 * the request at once; the link is bound to the account's credential state now.
 */
export async function requestEmailChange(
  deps: AuthDeps & { supportEmail: string },
  session: { id: string; sessionId: string },
  body: { newEmail: string; password?: string | undefined },
): Promise<string> {
  await requireVerified(deps.db, session.id);
  const user = await confirmIdentity(deps.db, session, body.password);
  const newEmail = body.newEmail;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw badRequest(MSG.sameEmail, [{ param: 'newEmail', msg: MSG.sameEmail }]);
  }
  if (await findUserByEmail(deps.db, newEmail)) throw conflict(MSG.emailTaken);
  if (!(await mayMail(deps, user, 'email-change'))) throw tooManyRequests(MSG.emailChangeTooMany);
  const token = generateToken();
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ credentialVersion: users.credentialVersion })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    await tx
      .update(emailChangeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailChangeTokens.userId, user.id), isNull(emailChangeTokens.usedAt)));
    await tx.insert(emailChangeTokens).values({
      userId: user.id,
      newEmail,
      credentialVersion: locked?.credentialVersion ?? 0,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${EMAIL_CHANGE_TTL_MS} * interval '1 millisecond'`,
    });
  });
  const link = `${deps.appUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: newEmail,
    ...confirmEmailChangeEmail({ name: user.name, link, locale: user.locale }),
  });
  notifyEmailChangeRequested(deps, user, newEmail, deps.supportEmail);
  return emailChangeSent(newEmail);
}

/**
 * Uses the link up and moves the account in one transaction: a replayed, expired or
 * voided link changes nothing, and an address taken meanwhile is refused (the link
 * then stays unused). So does a link made before the account's credentials last
 * changed (decision 0035). The link proves the new address, but only so far: a
 * provider sign-in to it still takes the account over. A provider link (Google
 * subject) stays. Older verification and reset links, sent to the old address, die.
 */
export async function confirmEmailChange(
  deps: AuthDeps & { supportEmail: string },
  token: string,
): Promise<{ message: string; email: string }> {
  const changed = await deps.db
    .transaction(async (tx) => {
      const [link] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailChangeTokens.tokenHash, hashToken(token)),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({
          userId: emailChangeTokens.userId,
          newEmail: emailChangeTokens.newEmail,
          credentialVersion: emailChangeTokens.credentialVersion,
        });
      if (!link) return null;
      const [row] = await tx
        .select({
          name: users.name,
          email: users.email,
          locale: users.locale,
          credentialVersion: users.credentialVersion,
        })
        .from(users)
        .where(eq(users.id, link.userId))
        .for('update');
      // Used up either way: a link from before a credential change never works again.
      if (!row || row.credentialVersion !== link.credentialVersion) return null;
      const old = { name: row.name, email: row.email, locale: row.locale };
      await tx
        .update(users)
        .set({
          email: link.newEmail,
          isVerified: true,
          emailProvenByChange: true,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, link.userId));
      await voidAuthTokens(tx, link.userId, 'verify');
      await voidAuthTokens(tx, link.userId, 'reset');
      return { old, newEmail: link.newEmail };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
      throw err;
    });
  if (!changed) throw badRequest(MSG.invalidEmailChange);
  notifyEmailChanged(deps, changed.old, changed.newEmail, deps.supportEmail);
  return { message: emailChanged(changed.newEmail), email: changed.newEmail };
}
