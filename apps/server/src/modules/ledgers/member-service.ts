import type { LedgerRoleName, Member } from '@elevate/shared/schemas/ledgers';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerMembers, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findUserById } from '../auth/users-store.ts';
import type { LedgerDeps } from './deps.ts';
import { ownershipEmail } from './mails.ts';
import { findMembership, lockLedger, requireMember } from './membership.ts';
import { LEDGER_MESSAGES as MSG } from './messages.ts';

/**
 * The owner first, then editors, then viewers, each by name; an address only
 * where its member shows it to this ledger.
 */
async function membersOf(db: Db, ledgerId: string): Promise<Member[]> {
  return db
    .select({
      userId: ledgerMembers.userId,
      name: users.name,
      role: ledgerMembers.role,
      email: sql<string | null>`CASE WHEN ${ledgerMembers.showEmail} THEN ${users.email} END`,
    })
    .from(ledgerMembers)
    .innerJoin(users, eq(users.id, ledgerMembers.userId))
    .where(eq(ledgerMembers.ledgerId, ledgerId))
    .orderBy(
      sql`CASE ${ledgerMembers.role} WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END`,
      asc(sql`lower(${users.name})`),
      asc(ledgerMembers.userId),
    );
}

export async function listMembers(db: Db, ledgerId: string, userId: string): Promise<Member[]> {
  await requireMember(db, ledgerId, userId);
  return membersOf(db, ledgerId);
}

/** Any member, for themself: whether the ledger's other members see their address. */
export async function setEmailShown(
  db: Db,
  ledgerId: string,
  userId: string,
  showEmail: boolean,
): Promise<Member[]> {
  await requireMember(db, ledgerId, userId);
  await db
    .update(ledgerMembers)
    .set({ showEmail })
    .where(and(eq(ledgerMembers.ledgerId, ledgerId), eq(ledgerMembers.userId, userId)));
  return membersOf(db, ledgerId);
}

const setRoleOf = (tx: Db, ledgerId: string, userId: string, role: LedgerRoleName) =>
  tx
    .update(ledgerMembers)
    .set({ role })
    .where(and(eq(ledgerMembers.ledgerId, ledgerId), eq(ledgerMembers.userId, userId)));

/**
 * The owner changes a member's role. Role 'owner' hands the ledger over: the old
 * owner becomes an editor in the same transaction, under the ledger's lock, so
 * there is exactly one owner before and after, whatever runs at the same time.
 */
export async function setMemberRole(
  deps: LedgerDeps,
  ledgerId: string,
  userId: string,
  targetId: string,
  role: LedgerRoleName,
): Promise<Member[]> {
  const ledger = await deps.db.transaction(async (tx) => {
    const locked = await lockLedger(tx, ledgerId);
    const callerRole = await findMembership(tx, ledgerId, userId);
    if (!callerRole) throw notFound(MSG.notFound);
    if (callerRole !== 'owner') throw forbidden(MSG.ownerOnly);
    if (!(await findMembership(tx, ledgerId, targetId))) throw notFound(MSG.memberNotFound);
    if (targetId === userId) throw badRequest(MSG.ownRole);
    if (role !== 'owner') {
      await setRoleOf(tx, ledgerId, targetId, role);
      return null;
    }
    if (locked.personalUserId !== null) throw conflict(MSG.personalHandOver);
    // The new owner's account cannot be deleted under us (its deletion locks this row first).
    const [alive] = rowsOf(
      await tx.execute(sql`SELECT 1 FROM users WHERE id = ${targetId} FOR KEY SHARE`),
    );
    if (!alive) throw notFound(MSG.memberNotFound);
    // The old owner steps down first: the one-owner index allows no moment with two.
    await setRoleOf(tx, ledgerId, userId, 'editor');
    await setRoleOf(tx, ledgerId, targetId, 'owner');
    return locked;
  });
  if (ledger) notifyNewOwner(deps, targetId, userId, ledger.name);
  return membersOf(deps.db, ledgerId);
}

function notifyNewOwner(deps: LedgerDeps, ownerId: string, previousId: string, ledgerName: string) {
  deps.background.run('ledger-owner-notice', async () => {
    const [owner, previous] = await Promise.all([
      findUserById(deps.db, ownerId),
      findUserById(deps.db, previousId),
    ]);
    if (!owner) return;
    await deps.mailer.send({
      to: owner.email,
      ...ownershipEmail({
        name: owner.name,
        locale: owner.locale,
        previousOwner: previous?.name ?? null,
        ledgerName,
        link: deps.appUrl,
      }),
    });
  });
}

/**
 * The owner removes a member; a member naming themself leaves. The owner cannot
 * leave (a ledger always has one): they hand it over first, or delete it.
 */
export async function removeMember(
  db: Db,
  ledgerId: string,
  userId: string,
  targetId: string,
): Promise<'left' | 'removed'> {
  return db.transaction(async (tx) => {
    await lockLedger(tx, ledgerId);
    const callerRole = await findMembership(tx, ledgerId, userId);
    if (!callerRole) throw notFound(MSG.notFound);
    if (targetId === userId) {
      if (callerRole === 'owner') throw conflict(MSG.ownerLeave);
    } else {
      if (callerRole !== 'owner') throw forbidden(MSG.ownerOnly);
      if (!(await findMembership(tx, ledgerId, targetId))) throw notFound(MSG.memberNotFound);
    }
    await tx
      .delete(ledgerMembers)
      .where(and(eq(ledgerMembers.ledgerId, ledgerId), eq(ledgerMembers.userId, targetId)));
    return targetId === userId ? 'left' : 'removed';
  });
}
