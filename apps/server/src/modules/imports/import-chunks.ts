import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { StagedRow } from './prepare-rows.ts';

/**
 * Rows per chunk of import_row_chunks (decisions 0033, 0034); migration 0019
 * cut the chunks stored before the same way, so chunk = floor(idx /
 * CHUNK_ROWS) always.
 */
export const CHUNK_ROWS = 2_000;

export const chunkOf = (idx: number) => Math.floor(idx / CHUNK_ROWS);

/** How many chunks an import of `count` rows has. */
export const chunkCount = (count: number) => Math.ceil(count / CHUNK_ROWS);

/**
 * Transaction ids for rows `from` to `from + count - 1` of a preview staged
 * at `baseMs`: UUIDv7 (RFC 9562: 48 bits of milliseconds, version 7, a 12-bit
 * sequence, the variant, 62 random bits), increasing in file order. The
 * import's transactions then land at the end of the transactions' primary
 * key instead of on thousands of random pages: the insertion measured a third
 * faster (decision 0033). Row i's time is baseMs + floor(i / 4096).
 */
export function sequentialIds(baseMs: number, from: number, count: number): string[] {
  const random = randomBytes(8 * count);
  const bytes = Buffer.alloc(16);
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const i = from + n;
    bytes.writeUIntBE(baseMs + Math.floor(i / 4096), 0, 6);
    const sequence = i % 4096;
    bytes[6] = 0x70 | (sequence >> 8);
    bytes[7] = sequence & 0xff;
    random.copy(bytes, 8, 8 * n, 8 * n + 8);
    bytes[8] = 0x80 | (bytes[8]! & 0x3f);
    const hex = bytes.toString('hex');
    ids.push(
      `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    );
  }
  return ids;
}

/**
 * A chunk's row as stored: the keys the import_rows view of migration 0018
 * reads (i idx, d date, s description, k desc_key, a amount_cents, t type,
 * c category, cs category_source, n notes, b bank_id, u duplicate,
 * x transaction_id, m match_id of migration 0022). The transaction id is drawn when staging: the row's
 * transaction gets it if the row is imported, so an undo removes exactly those.
 */
export function chunkRow(row: StagedRow, transactionId: string) {
  return {
    i: row.idx,
    d: `${row.date}T00:00:00Z`,
    s: row.description,
    k: row.descKey,
    a: row.amountCents,
    t: row.type,
    c: row.category,
    cs: row.categorySource,
    n: row.notes,
    b: row.bankId,
    u: row.duplicate,
    x: transactionId,
    m: row.match?.id ?? null,
  };
}

/** The record type of a chunk's rows, as in the import_rows view. */
const RECORD = sql.raw(`i integer, d timestamptz, s text, k text, a bigint, t text, c text,
  cs text, n text, b text, u boolean, x uuid, m uuid`);

export interface RowPatch {
  index: number;
  type?: string | null | undefined;
  category?: string | null | undefined;
  duplicate?: boolean | undefined;
}

/**
 * Rewrites the chunks that hold patched rows: a new type or category (the
 * user's changes at confirm), or marked duplicate. The other chunks stay as
 * they are. Patches of one row are merged, later ones winning.
 */
export async function patchRows(
  tx: Db,
  userId: string,
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
        select r.i, r.d, r.s, r.k, r.a, coalesce(x.type, r.t) as t, coalesce(x.category, r.c) as c,
          r.cs, r.n, r.b, r.u or coalesce(x.duplicate, false) as u, r.x, r.m
        from json_to_recordset(c.rows) as r(${RECORD})
        left join json_to_recordset(${JSON.stringify([...merged.values()])}::json)
          as x(index integer, type text, category text, duplicate boolean) on x.index = r.i
      ) p)
    where c.import_id = ${importId} and c.user_id = ${userId}
      and c.chunk in (select value::int from json_array_elements_text(${JSON.stringify(chunks)}::json))`);
}
