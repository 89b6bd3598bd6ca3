import { sql, type SQL } from 'drizzle-orm';
import type { StagedRow } from './prepare-rows.ts';

/**
 * The one definition of a staged import row as stored (decision 0033): each
 * row of an import_row_chunks chunk is a JSON object with one- or two-letter
 * keys, and the view import_rows (migration 0018, match_id added by 0022,
 * rule_id and tags by 0033, parts by 0035)
 * reads it back with json_to_recordset under the former table's column
 * names. The chunk encoding, the record definition every reader of a chunk
 * uses, and the check against the view (staged-row-codec.test.ts) all come
 * from this table, so a letter, a column and its type cannot drift apart.
 *
 * Every statement reads the rows of one ledger's imports through
 * importRows below, which filters the chunks by ledger before it unpacks
 * them (decision 0049): a read cannot forget the ledger.
 *
 * The import row's shapes, in the order a row goes through them:
 * ParsedRow (as a parser reads the file), StagedRow (rules, duplicates and a
 * possible match applied), ChunkRow (stored, below), ImportRow (the API's, in
 * the shared schemas), read back either from a StagedRow (the preview's
 * first page) or from the view (every later page).
 */

const column = <L extends string, V>(
  letter: L,
  name: string,
  sqlType: string,
  encode: (row: StagedRow, transactionId: string) => V,
) => ({ letter, name, sqlType, encode });

/** In the view's column order; a column added later goes at the end. */
export const STAGED_COLUMNS = [
  column('i', 'idx', 'integer', (row) => row.idx),
  column('d', 'date', 'timestamptz', (row) => `${row.date}T00:00:00Z`),
  column('s', 'description', 'text', (row) => row.description),
  column('k', 'desc_key', 'text', (row) => row.descKey),
  column('a', 'amount_cents', 'bigint', (row) => row.amountCents),
  column('t', 'type', 'text', (row) => row.type),
  column('c', 'category', 'text', (row) => row.category),
  column('cs', 'category_source', 'text', (row) => row.categorySource),
  column('n', 'notes', 'text', (row) => row.notes),
  column('b', 'bank_id', 'text', (row) => row.bankId),
  column('u', 'duplicate', 'boolean', (row) => row.duplicate),
  // Drawn when staging: the row's transaction gets it if the row is imported,
  // so an undo removes exactly those.
  column('x', 'transaction_id', 'uuid', (_row, transactionId) => transactionId),
  // The existing transaction the row possibly matches (decision 0042).
  column('m', 'match_id', 'uuid', (row) => row.match?.id ?? null),
  // The rule that set the row (decision 0054) and the tags the rules gave it (migration 0033);
  // chunks staged before read null for both.
  column('r', 'rule_id', 'uuid', (row) => row.ruleId),
  // Null when none (most rows): nothing to store, nothing for a confirm to unpack.
  column('g', 'tags', 'json', (row) => (row.tags.length > 0 ? row.tags : null)),
  // The row's split parts as transactions.parts stores them (migration 0035, decision 0055);
  // null when not split (most rows), and for chunks staged before.
  column('sp', 'parts', 'json', (row) => row.parts),
] as const;

type StagedColumn = (typeof STAGED_COLUMNS)[number];
export type ChunkLetter = StagedColumn['letter'];

/** A staged row as a chunk stores it. */
export type ChunkRow = {
  [C in StagedColumn as C['letter']]: ReturnType<C['encode']>;
};

export function encodeChunkRow(row: StagedRow, transactionId: string): ChunkRow {
  const out: Record<string, unknown> = {};
  for (const col of STAGED_COLUMNS) out[col.letter] = col.encode(row, transactionId);
  return out as ChunkRow;
}

/** The record definition of a chunk's rows for json_to_recordset, as in the view. */
export const CHUNK_RECORD = sql.raw(
  STAGED_COLUMNS.map((col) => `${col.letter} ${col.sqlType}`).join(', '),
);

/**
 * The select list of a chunk's rows read as `alias`, each letter answered as
 * itself: `replace` gives another expression for some (a patch).
 */
export function chunkSelectList(alias: string, replace: Partial<Record<ChunkLetter, string>> = {}) {
  return sql.raw(
    STAGED_COLUMNS.map(({ letter }) => {
      const expression = replace[letter];
      return expression === undefined ? `${alias}.${letter}` : `${expression} as ${letter}`;
    }).join(', '),
  );
}

/** The view's column list, each letter read under its column name. */
const NAMED_COLUMNS = sql.raw(
  STAGED_COLUMNS.map(({ letter, name }) => `r.${letter} as ${name}`).join(', '),
);

/**
 * The staged rows of the ledger's import (or imports) as the import_rows view
 * answers them (import_id, chunk, then the view's columns), a subquery to
 * read `as` an alias. The planner pulls it up like the view, so a chunk
 * filter outside still reaches the chunks' key.
 */
export function importRows(ledgerId: string, imports: string | readonly string[]): SQL {
  const which =
    typeof imports === 'string'
      ? sql`c.import_id = ${imports}`
      : sql`c.import_id in (select value::uuid from json_array_elements_text(${JSON.stringify(imports)}::json))`;
  return sql`(select c.import_id, c.chunk, ${NAMED_COLUMNS}
    from import_row_chunks c cross join lateral json_to_recordset(c.rows) as r(${CHUNK_RECORD})
    where c.ledger_id = ${ledgerId} and ${which})`;
}
