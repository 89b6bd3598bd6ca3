import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The door's rewrite of one tag on every row of a ledger (decision 0053): each row
 * carrying the tag whose key (lower case) is `key` gets `to` in its place, or loses it
 * when `to` is null, in one statement, found through transactions_tags_idx. The
 * rows' trigger collapses a row that now carries `to` twice and spells it as the
 * ledger does; the count triggers move the rows from one tag to the other. The caller
 * holds the ledger's tag lock alone. Answers how many rows changed.
 */
export async function retagTransactions(
  tx: Db,
  ledgerId: string,
  key: string,
  to: string | null,
): Promise<number> {
  const [changed] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with changed as (
        update transactions set tags = array(
            select case when lower(x) = ${key} then ${to}::text else x end
            from unnest(tags) with ordinality as u(x, i)
            where ${to}::text is not null or lower(x) <> ${key}
            order by i)
        where ledger_id = ${ledgerId} and tags <> '{}'::text[]
          and elevate_tag_keys(ledger_id, tags) @> array[elevate_tag_key(${ledgerId}::uuid, ${key})]
        returning 1)
      select count(*)::int as n from changed`),
  );
  return changed?.n ?? 0;
}
