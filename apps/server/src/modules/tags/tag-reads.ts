import type { Tag, TagListResponse } from '@elevate/shared/schemas/tags';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

export const TAG_NOT_FOUND = 'Tag not found';

/**
 * The ledger's tags some row carries, with their counts: the kept spellings and
 * count slots (decision 0053), so the list costs the number of tags, never a read
 * of the transactions. A tag no row carries any more (known until it is forgotten)
 * is left out.
 */
export async function listTags(db: Db, ledgerId: string): Promise<TagListResponse> {
  const tags = rowsOf<Tag>(
    await db.execute(sql`
      select t.name, sum(s.count)::int as count
      from tags t join tag_count_slots s on s.ledger_id = t.ledger_id and s.key = t.key
      where t.ledger_id = ${ledgerId}
      group by t.key, t.name
      having sum(s.count) > 0
      order by t.key, t.name`),
  );
  return { tags };
}

/** A tag of the ledger by its name whatever the case, with its key and count; undefined when unknown. */
export async function findTag(db: Db, ledgerId: string, name: string) {
  const [tag] = rowsOf<Tag & { key: string }>(
    await db.execute(sql`
      select t.key, t.name, coalesce((select sum(s.count) from tag_count_slots s
          where s.ledger_id = t.ledger_id and s.key = t.key), 0)::int as count
      from tags t where t.ledger_id = ${ledgerId} and t.key = lower(${name})`),
  );
  return tag;
}
