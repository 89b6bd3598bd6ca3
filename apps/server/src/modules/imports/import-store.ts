import { fromCents } from '@elevate/shared';
import type {
  CsvMapping,
  ImportFormat,
  ImportRow,
  PossibleMatch,
} from '@elevate/shared/schemas/imports';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { orderedIds } from '../transactions/ordered-ids.ts';
import { shownParts } from '../transactions/transaction-rows.ts';
import { CHUNK_ROWS, chunkCount, chunkOf } from './import-chunks.ts';
import { encodeChunkRow, importRows } from './staged-row-codec.ts';
import type { ParsedPart } from './parsers/index.ts';
import type { StagedRow } from './prepare-rows.ts';

/** A preview waits this long for its confirm; a ledger keeps at most this many waiting. */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_PENDING_IMPORTS = 5;

export interface NewImport {
  fileName: string;
  format: ImportFormat;
  mapping: CsvMapping | null;
  headerKey: string | null;
  /** The account the rows go into on confirm (decision 0052). */
  accountId: string;
  /** The bank's id of the file's account (OFX ACCTID, CAMT.053 IBAN), remembered on confirm. */
  accountKey: string | null;
  count: number;
  /** Rows from to to - 1, made when staged: one chunk's rows are in memory at a time. */
  rows: (from: number, to: number) => StagedRow[];
}

/**
 * Stores a preview and its rows in one transaction (all or nothing), after
 * dropping the ledger's expired previews and the oldest beyond the limit.
 */
export async function stageImport(db: Db, ledgerId: string, batch: NewImport) {
  const expiresAt = new Date(Date.now() + PENDING_TTL_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from imports where ledger_id = ${ledgerId} and status = 'pending'
        and (expires_at <= now() or id in (
          select id from imports where ledger_id = ${ledgerId} and status = 'pending'
          order by created_at desc offset ${MAX_PENDING_IMPORTS - 1}))`);
    const [created] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into imports (ledger_id, file_name, format, mapping, header_key, account_id,
          account_key, row_count, duplicate_count, expires_at)
        values (${ledgerId}, ${batch.fileName}, ${batch.format},
          ${batch.mapping ? JSON.stringify(batch.mapping) : null}::jsonb, ${batch.headerKey},
          ${batch.accountId}, ${batch.accountKey}, ${batch.count}, 0,
          ${expiresAt.toISOString()}::timestamptz)
        returning id`),
    );
    if (!created) throw new Error('import insert returned nothing');
    // One statement per chunk, each sent while the one before runs: building a
    // chunk's JSON overlaps with the database storing the last one.
    let pending: Promise<unknown> = Promise.resolve();
    const stagedAt = Date.now();
    let duplicates = 0;
    let matches = 0;
    for (let chunk = 0; chunk < chunkCount(batch.count); chunk += 1) {
      const slice = batch.rows(chunk * CHUNK_ROWS, Math.min(batch.count, (chunk + 1) * CHUNK_ROWS));
      duplicates += slice.filter((row) => row.duplicate).length;
      matches += slice.filter((row) => row.match !== null).length;
      const ids = orderedIds(stagedAt, chunk * CHUNK_ROWS, slice.length);
      const rows = slice.map((row, n) => encodeChunkRow(row, ids[n]!));
      const banked = rows.filter((row) => row.b !== null);
      const stored = tx.execute(sql`
        insert into import_row_chunks (import_id, ledger_id, chunk, rows)
        values (${created.id}, ${ledgerId}, ${chunk}, ${JSON.stringify(rows)}::json)`);
      const bankIds =
        banked.length === 0
          ? undefined
          : tx.execute(sql`
              insert into import_bank_ids (import_id, ledger_id, bank_id, transaction_id)
              select ${created.id}, ${ledgerId}, r.b, r.x
              from json_to_recordset(${JSON.stringify(banked)}::json) as r(b text, x uuid)`);
      const both = Promise.all([stored, bankIds]);
      // Awaited below: meanwhile a failure must not count as unhandled.
      both.catch(() => {});
      await pending;
      pending = both;
    }
    await pending;
    await tx.execute(sql`
      update imports set duplicate_count = ${duplicates}
      where ledger_id = ${ledgerId} and id = ${created.id}`);
    return { id: created.id, expiresAt, duplicates, matches };
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
    tags: row.tags,
    ruleId: row.ruleId,
    splits: shownParts(row.parts, row.type),
    duplicate: row.duplicate,
    match: row.match && {
      _id: row.match.id,
      date: `${row.match.date}T00:00:00.000Z`,
      description: row.match.description,
      amount: fromCents(row.match.amountCents),
      type: row.match.type,
      category: row.match.category,
    },
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
  tags: string[] | null;
  rule_id: string | null;
  parts: ParsedPart[] | null;
  duplicate: boolean;
  /** The possible match as the API's JSON (decision 0010), null when none or gone. */
  m: string | null;
}

/** A page of an import's rows in file order; the caller has checked the import is the ledger's. */
export async function readRows(
  db: Db,
  ledgerId: string,
  importId: string,
  offset: number,
  limit: number,
) {
  const res = await db.execute(sql`
    select r.idx, to_char(r.date at time zone 'UTC', 'YYYY-MM-DD') as d, r.description,
      r.amount_cents::text as a, r.type, r.category, r.category_source, r.notes, r.tags, r.rule_id,
      r.parts, r.duplicate, t.api_json as m
    from ${importRows(ledgerId, importId)} r
    left join transactions t on t.ledger_id = ${ledgerId} and t.id = r.match_id
    where r.chunk >= ${chunkOf(offset)} and r.chunk <= ${chunkOf(offset + limit - 1)}
      and r.idx >= ${offset}
    order by r.idx limit ${limit}`);
  return rowsOf<RowRecord>(res).map((row): ImportRow => ({
    index: row.idx,
    date: `${row.d}T00:00:00.000Z`,
    description: row.description,
    amount: fromCents(Number(row.a)),
    type: row.type,
    category: row.category,
    categorySource: row.category_source,
    notes: row.notes,
    tags: row.tags ?? [],
    ruleId: row.rule_id,
    splits: shownParts(row.parts, row.type),
    duplicate: row.duplicate,
    match: row.m === null ? null : matchOf(JSON.parse(row.m) as Transaction),
  }));
}

const matchOf = (t: Transaction): PossibleMatch => ({
  _id: t._id,
  date: t.date,
  description: t.description,
  amount: t.amount,
  type: t.type,
  category: t.category,
});
