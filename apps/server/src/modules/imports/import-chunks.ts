import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { CHUNK_RECORD, chunkSelectList } from './staged-row-codec.ts';

/**
 * Rows per chunk of import_row_chunks (decisions 0033, 0034); migration 0019
 * cut the chunks stored before the same way, so chunk = floor(idx /
 * CHUNK_ROWS) always.
 */
export const CHUNK_ROWS = 2_000;

export const chunkOf = (idx: number) => Math.floor(idx / CHUNK_ROWS);

/** How many chunks an import of `count` rows has. */
export const chunkCount = (count: number) => Math.ceil(count / CHUNK_ROWS);

export interface RowPatch {
  index: number;
  type?: string | null | undefined;
  category?: string | null | undefined;
  duplicate?: boolean | undefined;
}

/**
 * A chunk's row with a patch `x` applied. A category given to a split row files it under
 * that one category: the row is no longer split (decision 0055). A new type keeps the
 * split: its parts still add up, and are of the row's type, whichever it is.
 */
const PATCHED = chunkSelectList('r', {
  t: 'coalesce(x.type, r.t)',
  c: 'coalesce(x.category, r.c)',
  sp: 'case when x.category is null then r.sp end',
  u: 'r.u or coalesce(x.duplicate, false)',
});

/**
 * Rewrites the chunks that hold patched rows: a new type or category (the
 * user's changes at confirm), or marked duplicate. The other chunks stay as
 * they are. Patches of one row are merged, later ones winning.
 */
export async function patchRows(
  tx: Db,
  ledgerId: string,
  importId: string,
  patches: RowPatch[],
): Promise<void> {
  if (patches.length === 0) return;
  const merged = new Map<number, RowPatch>();
  for (const patch of patches) {
    const held = merged.get(patch.index);
    merged.set(patch.index, {
      index: patch.index,
      type: patch.type ?? held?.type ?? null,
      category: patch.category ?? held?.category ?? null,
      duplicate: (patch.duplicate ?? false) || (held?.duplicate ?? false),
    });
  }
  const chunks = [...new Set([...merged.keys()].map(chunkOf))];
  await tx.execute(sql`
    update import_row_chunks c set rows = (
      select json_agg(row_to_json(p) order by p.i) from (
        select ${PATCHED} from json_to_recordset(c.rows) as r(${CHUNK_RECORD})
        left join json_to_recordset(${JSON.stringify([...merged.values()])}::json)
          as x(index integer, type text, category text, duplicate boolean) on x.index = r.i
      ) p)
    where c.ledger_id = ${ledgerId} and c.import_id = ${importId}
      and c.chunk in (select value::int from json_array_elements_text(${JSON.stringify(chunks)}::json))`);
}
