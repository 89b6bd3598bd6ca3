import { eq, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { perDatabase } from './prepared.ts';
import { userDataVersions as v } from './schema.ts';

const versionOf = perDatabase((db) =>
  db
    .select({
      version: sql<string>`coalesce(string_agg(${v.version}::text, '.' order by ${v.slot}), '')`,
    })
    .from(v)
    .where(eq(v.userId, sql.placeholder('userId')))
    .prepare('user_data_version'),
);

/**
 * The user's data version (migration 0017): the values of the slot rows that
 * every write to the user's transactions, budgets or budget lines draws anew,
 * in whichever process. Equal versions mean nothing a report reads has changed.
 */
export async function dataVersion(db: Db, userId: string): Promise<string> {
  const [row] = await versionOf(db).execute({ userId });
  return row?.version ?? '';
}
