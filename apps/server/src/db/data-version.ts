import { eq, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { perDatabase } from './prepared.ts';
import { ledgerDataVersions as v } from './schema.ts';

const versionOf = perDatabase((db) =>
  db
    .select({
      version: sql<string>`coalesce(string_agg(${v.version}::text, '.' order by ${v.slot}), '')`,
    })
    .from(v)
    .where(eq(v.ledgerId, sql.placeholder('ledgerId')))
    .prepare('ledger_data_version'),
);

/**
 * The ledger's data version (migration 0017, per ledger since decision 0049):
 * the values of the slot rows that every write to the ledger's transactions,
 * budgets or budget lines draws anew, in whichever process and by whichever
 * member. Equal versions mean nothing a report reads has changed.
 */
export async function dataVersion(db: Db, ledgerId: string): Promise<string> {
  const [row] = await versionOf(db).execute({ ledgerId });
  return row?.version ?? '';
}
