import { eq } from 'drizzle-orm';
import { contactMessages, users } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { accountDeletedEmail } from '../../mail/notice-templates.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import { confirmIdentity } from './identity.ts';
import { ACCOUNT_MESSAGES as MSG } from './messages.ts';

/**
 * Deletes the account and every row it owns in one transaction: the users row, and
 * by ON DELETE CASCADE every table with a user_id (sessions included, so migration
 * 0006's trigger signs it out on every instance once this commits). Contact messages
 * keep their row on a user's deletion (SET NULL) for support's sake, so the user's
 * are deleted by hand first. The address is free to register again at once.
 */
export async function deleteAccount(
  deps: AuthDeps,
  session: { id: string; sessionId: string },
  body: { password?: string | undefined; email: string },
): Promise<string> {
  const user = await confirmIdentity(deps.db, session, body.password);
  if (body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest(MSG.emailMismatch, [{ param: 'email', msg: MSG.emailMismatch }]);
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  // Lookups between the delete and the commit could have re-read the old sessions.
  forgetCachedSessions();
  deps.background.run('account-deleted-mail', () =>
    deps.mailer.send({ to: user.email, ...accountDeletedEmail({ name: user.name }) }),
  );
  return MSG.accountDeleted;
}
