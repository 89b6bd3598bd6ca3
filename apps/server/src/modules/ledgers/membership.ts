import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerMembers, ledgers, type LedgerRole } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { LEDGER_MESSAGES as MSG } from './messages.ts';

// A malformed id (say, a header typed by hand) is no member of anything; the
// uuid column would refuse it with an error instead.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's role in a ledger, or null when they are not a member (or the
 * ledger does not exist): callers answer both alike, so a ledger id never
 * tells a stranger that the ledger exists. One primary-key lookup.
 */
export async function findMembership(
  db: Db,
  ledgerId: string,
  userId: string,
): Promise<LedgerRole | null> {
  if (!UUID.test(ledgerId)) return null;
  const [row] = await db
    .select({ role: ledgerMembers.role })
    .from(ledgerMembers)
    .where(and(eq(ledgerMembers.ledgerId, ledgerId), eq(ledgerMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** A member's role in a ledger and the day the ledger's budget month starts on (decision 0063). */
export interface MemberAccess {
  role: LedgerRole;
  monthStartDay: number;
}

/**
 * findMembership with the ledger's start day: what a request on the ledger's data needs
 * (plugins/ledger-access.ts). One primary-key lookup each in the two tables.
 */
export async function findLedgerAccess(
  db: Db,
  ledgerId: string,
  userId: string,
): Promise<MemberAccess | null> {
  if (!UUID.test(ledgerId)) return null;
  const [row] = await db
    .select({ role: ledgerMembers.role, monthStartDay: ledgers.monthStartDay })
    .from(ledgerMembers)
    .innerJoin(ledgers, eq(ledgers.id, ledgerMembers.ledgerId))
    .where(and(eq(ledgerMembers.ledgerId, ledgerId), eq(ledgerMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The caller's role; a non-member gets the 404 of a missing ledger. */
export async function requireMember(db: Db, ledgerId: string, userId: string) {
  const role = await findMembership(db, ledgerId, userId);
  if (!role) throw notFound(MSG.notFound);
  return role;
}

/** Owner only: a non-member gets 404, any other member 403. */
export async function requireOwner(db: Db, ledgerId: string, userId: string): Promise<void> {
  if ((await requireMember(db, ledgerId, userId)) !== 'owner') throw forbidden(MSG.ownerOnly);
}

/**
 * Inside a transaction: the ledger's row, locked until commit. Every change of who
 * owns or belongs to a ledger takes this lock first, so they run one after another
 * (two hand-overs at once leave exactly one owner). A missing ledger answers 404.
 */
export async function lockLedger(tx: Db, ledgerId: string) {
  const [row] = UUID.test(ledgerId)
    ? await tx
        .select({ name: ledgers.name, personalUserId: ledgers.personalUserId })
        .from(ledgers)
        .where(eq(ledgers.id, ledgerId))
        .for('update')
    : [];
  if (!row) throw notFound(MSG.notFound);
  return row;
}
