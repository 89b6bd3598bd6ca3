import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerMembers, type LedgerRole } from '../../db/schema.ts';

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
  const [row] = await db
    .select({ role: ledgerMembers.role })
    .from(ledgerMembers)
    .where(and(eq(ledgerMembers.ledgerId, ledgerId), eq(ledgerMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}
