import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * The user's data version (migration 0017): the sum of slot counters that every
 * write to the user's transactions, budgets or budget lines raises, in whichever
 * process. Equal versions mean nothing a report reads has changed. Read it before
 * the data it stands for, so a write in between can only make the kept answer
 * newer than its version, never older.
 */
export async function dataVersion(db: Db, userId: string): Promise<string> {
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`select coalesce(sum(version), 0)::text as version
      from user_data_versions where user_id = ${userId}`),
  );
  return row?.version ?? '0';
}
