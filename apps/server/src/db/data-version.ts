import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { perDatabase } from './prepared.ts';
import { userDataVersions as v } from './schema.ts';

const versionOf = perDatabase((db) =>
  db
    .select({ version: sql<string>`coalesce(sum(${v.version}), 0)::text` })
    .from(v)
    .where(eq(v.userId, sql.placeholder('userId')))
    .prepare('user_data_version'),
);

/**
 * The user's data version (migration 0017): the sum of slot counters that every
 * write to the user's transactions, budgets or budget lines raises, in whichever
 * process. Equal versions mean nothing a report reads has changed. Read it before
 * the data it stands for, so a write in between can only make the kept answer
 * newer than its version, never older.
 */
export async function dataVersion(db: Db, userId: string): Promise<string> {
  const [row] = await versionOf(db).execute({ userId });
  return row?.version ?? '0';
}
