import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { revokedEverything } from '../../db/revocation-listener.ts';
import { ledgers } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { getLedger } from './ledger-service.ts';
import { requireOwner } from './membership.ts';
import { LEDGER_MESSAGES as MSG } from './messages.ts';

export interface LedgerUpdate {
  ledger: Ledger;
  /** A name was given (logged as a rename, as before the start day could change). */
  renamed: boolean;
  /** The start day changed: from the old day to the new one. */
  monthStart: { from: number; to: number } | null;
}

/**
 * Renames the ledger and/or changes the day its budget month starts on (owner only).
 * A new day is one UPDATE: migration 0042's trigger recomputes every month-keyed
 * counter of the ledger in the same transaction, under the ledger's month lock, so
 * setting the old day back gives back exactly the totals it had (decision 0063).
 */
export async function updateLedger(
  db: Db,
  ledgerId: string,
  userId: string,
  body: { name?: string | undefined; monthStartDay?: number | undefined },
): Promise<LedgerUpdate> {
  const change = await db.transaction(async (tx) => {
    // Locked as an UPDATE locks it (not FOR UPDATE): inserts into the ledger go on checking
    // their key meanwhile. The trigger then takes the month lock, after the row, as a
    // ledger's deletion does; the owner is checked after the lock, so a hand-over under way
    // has either landed or waits.
    const [before] = await tx
      .select({ name: ledgers.name, monthStartDay: ledgers.monthStartDay })
      .from(ledgers)
      .where(eq(ledgers.id, ledgerId))
      .for('no key update');
    await requireOwner(tx, ledgerId, userId);
    if (!before) throw notFound(MSG.notFound);
    const day = body.monthStartDay;
    const monthStart =
      day !== undefined && day !== before.monthStartDay
        ? { from: before.monthStartDay, to: day }
        : null;
    const set = {
      ...(body.name !== undefined && body.name !== before.name ? { name: body.name } : {}),
      ...(monthStart ? { monthStartDay: monthStart.to } : {}),
    };
    if (Object.keys(set).length > 0) {
      await tx.update(ledgers).set(set).where(eq(ledgers.id, ledgerId));
    }
    return { renamed: body.name !== undefined, monthStart };
  });
  // The sessions and memberships kept here carry the old day; other processes hear the
  // trigger's notice (on PGlite there are none, and nothing else would tell this one).
  if (change.monthStart) revokedEverything();
  return { ledger: await getLedger(db, ledgerId, userId), ...change };
}
