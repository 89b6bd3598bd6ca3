import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerInvitations, ledgerMembers, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { getLedger } from './ledger-service.ts';
import { lockLedger } from './membership.ts';
import { LEDGER_MESSAGES as MSG } from './messages.ts';

/**
 * The signed-in user joins with the link's token. The account's verified address
 * must be the invited one; a wrong account learns nothing about the invitation but
 * that it is not theirs. The token is spent in the same transaction that adds the
 * member, under the ledger's lock, so it works once.
 */
export async function acceptInvitation(db: Db, userId: string, token: string): Promise<Ledger> {
  const [user] = await db
    .select({ email: users.email, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.isVerified) throw forbidden(MSG.verifyFirst);
  const tokenHash = hashToken(token);
  const [found] = await db
    .select({ ledgerId: ledgerInvitations.ledgerId })
    .from(ledgerInvitations)
    .where(eq(ledgerInvitations.tokenHash, tokenHash))
    .limit(1);
  if (!found) throw notFound(MSG.invitationInvalid);
  await db.transaction(async (tx) => {
    await lockLedger(tx, found.ledgerId);
    const [invitation] = await tx
      .select({
        id: ledgerInvitations.id,
        email: ledgerInvitations.email,
        role: ledgerInvitations.role,
        acceptedAt: ledgerInvitations.acceptedAt,
        expired: sql<boolean>`${ledgerInvitations.expiresAt} <= now()`,
      })
      .from(ledgerInvitations)
      .where(eq(ledgerInvitations.tokenHash, tokenHash))
      .limit(1);
    if (!invitation) throw notFound(MSG.invitationInvalid);
    if (invitation.email !== user.email.toLowerCase()) throw forbidden(MSG.invitationOtherAddress);
    if (invitation.acceptedAt) throw badRequest(MSG.invitationUsed);
    if (invitation.expired) throw badRequest(MSG.invitationExpired);
    await tx
      .update(ledgerInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(eq(ledgerInvitations.id, invitation.id));
    // Someone already a member keeps the role they have.
    await tx
      .insert(ledgerMembers)
      .values({ ledgerId: found.ledgerId, userId, role: invitation.role })
      .onConflictDoNothing();
  });
  return getLedger(db, found.ledgerId, userId);
}
