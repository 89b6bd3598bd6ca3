import { fromCents } from '@elevate/shared';
import type { CsvMapping, ImportFormat, ImportRow } from '@elevate/shared/schemas/imports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { StagedRow } from './prepare-rows.ts';

/** A preview waits this long for its confirm; a user keeps at most this many waiting. */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_PENDING_IMPORTS = 5;
/** Rows per INSERT … json_to_recordset: a few MB of JSON each, whatever the file's size. */
const STAGE_CHUNK = 10_000;

export interface NewImport {
  fileName: string;
  format: ImportFormat;
  mapping: CsvMapping | null;
  headerKey: string | null;
  rows: StagedRow[];
}

/**
 * Stores a preview and its rows in one transaction (all or nothing), after
 * dropping the user's expired previews and the oldest beyond the limit.
 */
export async function stageImport(db: Db, userId: string, batch: NewImport) {
  const expiresAt = new Date(Date.now() + PENDING_TTL_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from imports where user_id = ${userId} and status = 'pending'
        and (expires_at <= now() or id in (
          select id from imports where user_id = ${userId} and status = 'pending'
          order by created_at desc offset ${MAX_PENDING_IMPORTS - 1}))`);
    const [created] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into imports (user_id, file_name, format, mapping, header_key, row_count,
          duplicate_count, expires_at)
        values (${userId}, ${batch.fileName}, ${batch.format},
          ${batch.mapping ? JSON.stringify(batch.mapping) : null}::jsonb, ${batch.headerKey},
          ${batch.rows.length}, ${batch.rows.filter((row) => row.duplicate).length},
          ${expiresAt.toISOString()}::timestamptz)
        returning id`),
    );
    if (!created) throw new Error('import insert returned nothing');
    for (let start = 0; start < batch.rows.length; start += STAGE_CHUNK) {
      const chunk = batch.rows.slice(start, start + STAGE_CHUNK).map((row) => ({
        i: row.idx,
        d: row.date,
        s: row.description,
        k: row.descKey,
        a: row.amountCents,
        t: row.type,
        c: row.category,
        cs: row.categorySource,
        n: row.notes,
        b: row.bankId,
        u: row.duplicate,
      }));
      await tx.execute(sql`
        insert into import_rows (import_id, user_id, idx, date, description, desc_key,
          amount_cents, type, category, category_source, notes, bank_id, duplicate)
        select ${created.id}, ${userId}, r.i, r.d::timestamptz, r.s, r.k, r.a, r.t, r.c, r.cs,
          r.n, r.b, r.u
        from json_to_recordset(${JSON.stringify(chunk)}::json)
          as r(i int, d text, s text, k text, a bigint, t text, c text, cs text, n text, b text,
            u boolean)`);
    }
    return { id: created.id, expiresAt };
  });
}

export function toImportRow(row: StagedRow): ImportRow {
  return {
    index: row.idx,
    date: `${row.date}T00:00:00.000Z`,
    description: row.description,
    amount: fromCents(row.amountCents),
    type: row.type,
    category: row.category,
    categorySource: row.categorySource,
    notes: row.notes,
    duplicate: row.duplicate,
  };
}

interface RowRecord {
  idx: number;
  d: string;
  description: string;
  a: string;
  type: ImportRow['type'];
  category: string;
  category_source: ImportRow['categorySource'];
  notes: string | null;
  duplicate: boolean;
}

/** A page of an import's rows in file order; the caller has checked the import is the user's. */
export async function readRows(
  db: Db,
  userId: string,
  importId: string,
  offset: number,
  limit: number,
) {
  const res = await db.execute(sql`
    select idx, to_char(date at time zone 'UTC', 'YYYY-MM-DD') as d, description,
      amount_cents::text as a, type, category, category_source, notes, duplicate
    from import_rows where import_id = ${importId} and user_id = ${userId}
    order by idx offset ${offset} limit ${limit}`);
  return rowsOf<RowRecord>(res).map((row): ImportRow => ({
    index: row.idx,
    date: `${row.d}T00:00:00.000Z`,
    description: row.description,
    amount: fromCents(Number(row.a)),
    type: row.type,
    category: row.category,
    categorySource: row.category_source,
    notes: row.notes,
    duplicate: row.duplicate,
  }));
}
