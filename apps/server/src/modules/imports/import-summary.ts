import type { ImportDetailResponse, ImportSummary } from '@elevate/shared/schemas/imports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';
import { importRows } from './staged-row-codec.ts';

export const IMPORT_NOT_FOUND = 'Import not found';
/** Lines of history answered by GET /api/imports. */
export const HISTORY_LIMIT = 200;

interface ImportRecord {
  id: string;
  file_name: string;
  format: ImportSummary['format'];
  status: ImportSummary['status'];
  created_at: string;
  confirmed_at: string | null;
  undone_at: string | null;
  row_count: number;
  imported_count: number;
  skipped_count: number;
  account_id: string | null;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

const toSummary = (row: ImportRecord): ImportSummary => ({
  importId: row.id,
  fileName: row.file_name,
  format: row.format,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  confirmedAt: iso(row.confirmed_at),
  undoneAt: iso(row.undone_at),
  count: row.row_count,
  imported: row.imported_count,
  skipped: row.skipped_count,
  accountId: row.account_id,
});

const COLUMNS = sql`id, file_name, format, status, created_at::text, confirmed_at::text,
  undone_at::text, row_count, imported_count, skipped_count, account_id`;

/** A preview past its expiry is as gone as another ledger's import. */
const LIVE = sql`(status <> 'pending' or expires_at > now())`;

/** The ledger's import (404 for another ledger's, an unknown or an expired one). */
export async function findImport(db: Db, ledgerId: string, importId: string, lock = false) {
  const res = await db.execute(sql`
    select ${COLUMNS}, header_key, mapping, account_key from imports
    where ledger_id = ${ledgerId} and id = ${importId} and ${LIVE}
    ${lock ? sql`for update` : sql``}`);
  const [row] = rowsOf<
    ImportRecord & { header_key: string | null; mapping: unknown; account_key: string | null }
  >(res);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return {
    ...toSummary(row),
    headerKey: row.header_key,
    mapping: row.mapping,
    accountKey: row.account_key,
  };
}

/** Confirmed and undone imports, newest first. */
export async function listImports(db: Db, ledgerId: string): Promise<ImportSummary[]> {
  const res = await db.execute(sql`
    select ${COLUMNS} from imports where ledger_id = ${ledgerId} and status <> 'pending'
    order by created_at desc limit ${HISTORY_LIMIT}`);
  return rowsOf<ImportRecord>(res).map(toSummary);
}

/** How many of the import's transactions still exist, and how many of those were changed since. */
export async function undoPreview(db: Db, ledgerId: string, importId: string) {
  const res = await db.execute(sql`
    select count(*)::int as remaining,
      count(*) filter (where t.date <> r.date or t.description <> r.description
        or t.amount_cents <> r.amount_cents or t.type <> r.type
        -- A split row's stored category is its parts' (decision 0055): its parts compare instead.
        or (t.parts is null and t.category <> r.category)
        or t.notes is distinct from r.notes or t.parts is distinct from r.parts::jsonb)::int as edited
    from ${importRows(ledgerId, importId)} r
    join transactions t on t.ledger_id = ${ledgerId} and t.id = r.transaction_id`);
  const [row] = rowsOf<{ remaining: number; edited: number }>(res);
  return { remaining: row?.remaining ?? 0, edited: row?.edited ?? 0 };
}

export async function importDetail(
  db: Db,
  ledgerId: string,
  importId: string,
): Promise<ImportDetailResponse> {
  const {
    headerKey: _h,
    mapping: _m,
    accountKey: _k,
    ...summary
  } = await findImport(db, ledgerId, importId);
  const preview =
    summary.status === 'confirmed'
      ? await undoPreview(db, ledgerId, importId)
      : { remaining: 0, edited: 0 };
  return { ...summary, ...preview };
}
