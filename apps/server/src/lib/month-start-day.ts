import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from './errors.ts';

/**
 * Inside a transaction that writes by budget month (a budget's month of transactions
 * deleted, a category's refiled): the ledger's start day, read under its month lock
 * held shared (migration 0042) until commit, so a change of the day waits for this
 * write and this write never uses a day changed meanwhile. A request's own
 * `monthStartDay` is good enough for reads, not for these.
 */
export async function lockedMonthStartDay(tx: Db, ledgerId: string): Promise<number> {
  const [row] = rowsOf<{ day: number | null }>(
    await tx.execute(sql`select elevate_month_start(${ledgerId}::uuid) as day`),
  );
  if (row?.day == null) throw notFound('Ledger not found');
  return Number(row.day);
}
