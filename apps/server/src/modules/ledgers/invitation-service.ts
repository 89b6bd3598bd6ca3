import {
  INVITATION_DAYS,
  MAX_PENDING_INVITATIONS,
  type Invitation,
} from '@elevate/shared/schemas/ledgers';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerInvitations, ledgerMembers, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { findUserByEmail, findUserById } from '../auth/users-store.ts';
import type { LedgerDeps } from './deps.ts';
import { invitationEmail } from './mails.ts';
import { lockLedger, requireOwner } from './membership.ts';
import { LEDGER_MESSAGES as MSG } from './messages.ts';

type InvitationRow = Pick<
  typeof ledgerInvitations.$inferSelect,
  'id' | 'email' | 'role' | 'createdAt' | 'expiresAt'
>;

const present = (row: InvitationRow): Invitation => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const shown = {
  id: ledgerInvitations.id,
  email: ledgerInvitations.email,
  role: ledgerInvitations.role,
  createdAt: ledgerInvitations.createdAt,
  expiresAt: ledgerInvitations.expiresAt,
};

const pending = (ledgerId: string) =>
  and(
    eq(ledgerInvitations.ledgerId, ledgerId),
    isNull(ledgerInvitations.acceptedAt),
    gt(ledgerInvitations.expiresAt, sql`now()`),
  );

/**
 * The owner invites an address (lowercased by the schema). An earlier pending
 * invitation to the same address is replaced, so inviting again re-sends the
 * link; the mail goes out after the answer. Only the token's hash is stored.
 */
export async function inviteMember(
  deps: LedgerDeps,
  ledgerId: string,
  userId: string,
  body: { email: string; role: 'editor' | 'viewer' },
): Promise<Invitation> {
  const token = generateToken();
  const { row, ledgerName } = await deps.db.transaction(async (tx) => {
    const ledger = await lockLedger(tx, ledgerId);
    await requireOwner(tx, ledgerId, userId);
    const [member] = await tx
      .select({ userId: ledgerMembers.userId })
      .from(ledgerMembers)
      .innerJoin(users, eq(users.id, ledgerMembers.userId))
      .where(and(eq(ledgerMembers.ledgerId, ledgerId), eq(sql`lower(${users.email})`, body.email)))
      .limit(1);
    if (member) throw conflict(MSG.alreadyMember);
    // The address's earlier invitation is replaced; expired ones of any address go too.
    await tx
      .delete(ledgerInvitations)
      .where(
        and(
          eq(ledgerInvitations.ledgerId, ledgerId),
          sql`(${ledgerInvitations.email} = ${body.email} OR ${ledgerInvitations.expiresAt} <= now())`,
        ),
      );
    const [held] = await tx.select({ n: count() }).from(ledgerInvitations).where(pending(ledgerId));
    if ((held?.n ?? 0) >= MAX_PENDING_INVITATIONS) throw conflict(MSG.tooManyInvitations);
    const [inserted] = await tx
      .insert(ledgerInvitations)
      .values({
        ledgerId,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: userId,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning(shown);
    if (!inserted) throw new Error('invitation insert returned nothing');
    return { row: inserted, ledgerName: ledger.name };
  });
  deps.background.run('ledger-invitation-mail', async () => {
    const [inviter, invited] = await Promise.all([
      findUserById(deps.db, userId),
      findUserByEmail(deps.db, body.email),
    ]);
    await deps.mailer.send({
      to: body.email,
      ...invitationEmail({
        // The invited account's language, else the inviter's: they likely share one.
        locale: invited?.locale ?? inviter?.locale,
        inviterName: inviter?.name ?? null,
        ledgerName,
        role: body.role,
        link: `${deps.appUrl}/invitations/accept?token=${encodeURIComponent(token)}`,
        days: INVITATION_DAYS,
      }),
    });
  });
  return present(row);
}

export async function listInvitations(
  db: Db,
  ledgerId: string,
  userId: string,
): Promise<Invitation[]> {
  await requireOwner(db, ledgerId, userId);
  const rows = await db
    .select(shown)
    .from(ledgerInvitations)
    .where(pending(ledgerId))
    .orderBy(asc(ledgerInvitations.createdAt), asc(ledgerInvitations.id));
  return rows.map(present);
}

/** Withdrawn invitations are deleted: their link then answers like one never sent. */
export async function revokeInvitation(
  db: Db,
  ledgerId: string,
  userId: string,
  invitationId: string,
): Promise<void> {
  await requireOwner(db, ledgerId, userId);
  const gone = await db
    .delete(ledgerInvitations)
    .where(
      and(
        eq(ledgerInvitations.ledgerId, ledgerId),
        eq(ledgerInvitations.id, invitationId),
        isNull(ledgerInvitations.acceptedAt),
      ),
    )
    .returning({ id: ledgerInvitations.id });
  if (gone.length === 0) throw notFound(MSG.invitationNotFound);
}
