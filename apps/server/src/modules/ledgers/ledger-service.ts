import { DEFAULT_MONTH_START_DAY } from '@elevate/shared';
import { MAX_OWNED_LEDGERS, type Ledger } from '@elevate/shared/schemas/ledgers';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerMembers, ledgers, type LedgerRole } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { lockLedger, requireOwner } from './membership.ts';
import { LEDGER_MESSAGES as MSG } from './messages.ts';

const OWNED_LEDGERS_LOCK = 727_049;

const present = (
  row: {
    id: string;
    name: string;
    personalUserId: string | null;
    role: LedgerRole;
    monthStartDay: number;
  },
  userId: string,
): Ledger => ({
  _id: row.id,
  name: row.name,
  role: row.role,
  personal: row.personalUserId === userId,
  monthStartDay: row.monthStartDay,
});

const columns = {
  id: ledgers.id,
  name: ledgers.name,
  personalUserId: ledgers.personalUserId,
  role: ledgerMembers.role,
  monthStartDay: ledgers.monthStartDay,
};

/** The caller's ledgers: the personal one first, then by name. */
export async function listLedgers(db: Db, userId: string): Promise<Ledger[]> {
  const rows = await db
    .select(columns)
    .from(ledgerMembers)
    .innerJoin(ledgers, eq(ledgers.id, ledgerMembers.ledgerId))
    .where(eq(ledgerMembers.userId, userId))
    .orderBy(
      sql`${ledgers.personalUserId} IS NOT DISTINCT FROM ${userId} DESC`,
      asc(sql`lower(${ledgers.name})`),
      asc(ledgers.id),
    );
  return rows.map((row) => present(row, userId));
}

/** One of the caller's ledgers; a non-member gets the 404 of a missing one. */
export async function getLedger(db: Db, ledgerId: string, userId: string): Promise<Ledger> {
  const [row] = await db
    .select(columns)
    .from(ledgerMembers)
    .innerJoin(ledgers, eq(ledgers.id, ledgerMembers.ledgerId))
    .where(and(eq(ledgerMembers.ledgerId, ledgerId), eq(ledgerMembers.userId, userId)))
    .limit(1);
  if (!row) throw notFound(MSG.notFound);
  return present(row, userId);
}

/** A new shared ledger, owned by its maker; counted under a per-user lock so two creates cannot both pass the cap. */
export function createLedger(db: Db, userId: string, name: string): Promise<Ledger> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OWNED_LEDGERS_LOCK}, hashtext(${userId}))`);
    const [owned] = await tx
      .select({ n: count() })
      .from(ledgerMembers)
      .innerJoin(ledgers, eq(ledgers.id, ledgerMembers.ledgerId))
      .where(
        and(
          eq(ledgerMembers.userId, userId),
          eq(ledgerMembers.role, 'owner'),
          isNull(ledgers.personalUserId),
        ),
      );
    if ((owned?.n ?? 0) >= MAX_OWNED_LEDGERS) throw conflict(MSG.tooMany);
    const [ledger] = await tx.insert(ledgers).values({ name }).returning({ id: ledgers.id });
    if (!ledger) throw new Error('ledger insert returned nothing');
    await tx.insert(ledgerMembers).values({ ledgerId: ledger.id, userId, role: 'owner' });
    return {
      _id: ledger.id,
      name,
      role: 'owner' as const,
      personal: false,
      monthStartDay: DEFAULT_MONTH_START_DAY,
    };
  });
}

/** The ledger and, by ON DELETE CASCADE, all its data, members and invitations. */
export async function deleteLedger(db: Db, ledgerId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Under the ledger's lock, so a hand-over cannot slip between the check and the delete.
    const row = await lockLedger(tx, ledgerId);
    await requireOwner(tx, ledgerId, userId);
    if (row.personalUserId !== null) throw conflict(MSG.personalDelete);
    await tx.delete(ledgers).where(eq(ledgers.id, ledgerId));
  });
}
