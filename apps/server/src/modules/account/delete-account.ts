import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { contactMessages, ledgerMembers, ledgers, users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { accountDeletedEmail } from '../../mail/notice-templates.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import { LEDGER_MESSAGES } from '../ledgers/messages.ts';
import { confirmIdentity } from './identity.ts';
import { ACCOUNT_MESSAGES as MSG } from './messages.ts';

/**
 * Deletes the account and every row it owns in one transaction: the users row, and
 * by ON DELETE CASCADE every table with a user_id (sessions included, so migration
 * 0006's trigger signs it out on every instance once this commits). Contact messages
 * keep their row on a user's deletion (SET NULL) for support's sake, so the user's
 * are deleted by hand first. The address is free to register again at once.
 *
 * Ledgers (decision 0049): a ledger the user owns alone goes with the account, all
 * its data with it; memberships in other people's ledgers simply end. A ledger the
 * user owns that others are members of would take their data away, so the deletion
 * is refused until the user hands it over (or removes its members).
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
    // First the user's own row: a hand-over to this user holds it (FOR KEY SHARE) until it
    // commits, so either it lands first and the check below sees the new ledger, or it
    // waits and then finds no user to hand over to. Never a ledger left without an owner.
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${user.id} FOR UPDATE`);
    await deleteOwnedLedgers(tx, user.id);
    await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  // Lookups between the delete and the commit could have re-read the old sessions.
  forgetCachedSessions();
  deps.background.run('account-deleted-mail', () =>
    deps.mailer.send({
      to: user.email,
      ...accountDeletedEmail({ name: user.name, locale: user.locale }),
    }),
  );
  return MSG.accountDeleted;
}

/**
 * Inside the deletion's transaction: locks the user's owned ledgers (joining and
 * hand-overs take the same lock, so no member arrives between the check and the
 * delete), refuses if any has another member, and deletes them. The personal
 * ledger would go with the users row anyway (personal_user_id cascades).
 */
async function deleteOwnedLedgers(tx: Db, userId: string): Promise<void> {
  const owned = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT l.id FROM ledgers l
      JOIN ledger_members m ON m.ledger_id = l.id AND m.user_id = ${userId} AND m.role = 'owner'
      FOR UPDATE OF l`),
  );
  if (owned.length === 0) return;
  const ids = owned.map((l) => l.id);
  // A statement of its own after the locks, so it sees a member who joined while it waited.
  const shared = await tx
    .selectDistinct({ name: ledgers.name })
    .from(ledgers)
    .innerJoin(ledgerMembers, eq(ledgerMembers.ledgerId, ledgers.id))
    .where(and(inArray(ledgers.id, ids), ne(ledgerMembers.userId, userId)))
    .orderBy(ledgers.name);
  if (shared.length > 0) {
    throw conflict(LEDGER_MESSAGES.sharedLedgersOwned(shared.map((l) => `"${l.name}"`)));
  }
  await tx.delete(ledgers).where(inArray(ledgers.id, ids));
}
