import { LEDGER_HEADER } from '@elevate/shared/contract/endpoint';
import type { Db } from '../db/database.ts';
import { ledgerMembers, ledgers, type LedgerRole } from '../db/schema.ts';
import type { TestUser } from './app.ts';

/**
 * A ledger besides the personal ones, written directly: `owner` owns it and each
 * of `members` holds the role given. Its id is not any user's.
 */
export async function createSharedLedger(
  db: Db,
  owner: Pick<TestUser, 'id'>,
  members: { user: Pick<TestUser, 'id'>; role: Exclude<LedgerRole, 'owner'> }[] = [],
  name = 'Household',
): Promise<string> {
  const [ledger] = await db.insert(ledgers).values({ name }).returning({ id: ledgers.id });
  if (!ledger) throw new Error('ledger insert returned nothing');
  await db
    .insert(ledgerMembers)
    .values([
      { ledgerId: ledger.id, userId: owner.id, role: 'owner' as const },
      ...members.map(({ user, role }) => ({ ledgerId: ledger.id, userId: user.id, role })),
    ]);
  return ledger.id;
}

/** The same signed-in user, acting on `ledgerId` (the X-Ledger-Id header) instead of their personal ledger. */
export const inLedger = (user: TestUser, ledgerId: string): TestUser => ({
  ...user,
  headers: { ...user.headers, [LEDGER_HEADER]: ledgerId },
});
