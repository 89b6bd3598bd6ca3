import { Readable } from 'node:stream';
import { EXPORT_FORMAT, EXPORT_VERSION } from '@elevate/shared/schemas/account-export';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { untilStalled, type FullListLimits } from '../transactions/full-list-slots.ts';
import { csvCellSql, csvLine } from './csv.ts';
import { ACCOUNT_SECTIONS } from './sections/index.ts';
import type { AccountScope, BatchSizes } from './sections/section.ts';
import { renderedTransactions } from './sections/transactions.ts';

async function* exportJson(db: Db, scope: AccountScope, sizes: BatchSizes) {
  const header = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
  };
  yield JSON.stringify(header).slice(0, -1);
  for (const section of ACCOUNT_SECTIONS) {
    if (!section.write) continue;
    yield `,${JSON.stringify(section.key)}:`;
    yield* section.write(db, scope, sizes);
  }
  yield '}\n';
}

/**
 * The account and then the tags came after the first six columns: each added last, so a
 * sheet that reads the columns by place still does.
 */
export const CSV_HEADER = [
  'date',
  'description',
  'category',
  'type',
  'amount',
  'notes',
  'account',
  'tags',
];

/**
 * One CSV record per transaction, rendered by the database; amounts exact from cents. A
 * split row is one record per part (its category, amount and notes, or the row's notes),
 * so a sheet's sums per category add up as the budget's do.
 */
const csvRecord = (category: SQL, cents: SQL, notes: SQL) => sql`concat_ws(',',
  ${csvCellSql(sql`to_char(p.date at time zone 'UTC', 'YYYY-MM-DD')`)},
  ${csvCellSql(sql`p.description`)}, ${csvCellSql(category)}, ${csvCellSql(sql`p.type`)},
  (${cents}::numeric / 100)::numeric(15, 2)::text,
  ${csvCellSql(sql`coalesce(${notes}, '')`)},
  ${csvCellSql(sql`coalesce(p.account_name, '')`)},
  ${csvCellSql(sql`array_to_string(p.tags, ', ')`)}) || chr(13) || chr(10)`;

const CSV_ROW = sql`case when p.parts is null
  then ${csvRecord(sql`p.category`, sql`p.amount_cents`, sql`p.notes`)}
  else array_to_string(array(select ${csvRecord(
    // Bracketed: || binds tighter than ->>.
    sql`(q.e->>'category')`,
    sql`(q.e->>'amountCents')::bigint`,
    sql`coalesce(q.e->>'notes', p.notes)`,
  )} from jsonb_array_elements(p.parts) with ordinality as q(e, i) order by q.i), '') end`;

async function* exportCsv(db: Db, { ledgerId }: AccountScope, sizes: BatchSizes) {
  yield csvLine(CSV_HEADER);
  yield* renderedTransactions(db, ledgerId, sizes.transactions, CSV_ROW, '');
}

/**
 * The export of a ledger's data (with the asker's profile) as a stream read batch
 * by batch as the client reads (backpressure), so the server's memory stays flat
 * whatever the ledger holds. Like a full list it takes one of the process's slots
 * first (one per person asking), so a 429 or 503 is an ordinary answer, and a
 * client that stops reading is cut off.
 */
export async function exportStream(
  db: Db,
  scope: AccountScope,
  kind: 'json' | 'csv',
  limits: FullListLimits,
  sizes: BatchSizes,
): Promise<Readable> {
  const release = await limits.slots.take(scope.userId);
  const source = kind === 'json' ? exportJson(db, scope, sizes) : exportCsv(db, scope, sizes);
  const chunks = untilStalled(source, limits.stallMs, () =>
    stream.destroy(new Error(`export not read for ${limits.stallMs} ms`)),
  );
  const stream = Readable.from(chunks, { objectMode: false });
  stream.once('end', release);
  stream.once('close', release);
  return stream;
}
