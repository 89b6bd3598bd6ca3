import { Readable } from 'node:stream';
import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { semaphore } from '../../lib/semaphore.ts';

/** Rows per query: bounds the server's memory whatever the number of matches. */
export const BATCH_SIZE = 2_000;

/** JavaScript's Date#toISOString, in SQL: UTC with milliseconds. */
const isoTime = (column: string) =>
  sql.raw(`to_char(p.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const t = transactions;

/**
 * One transaction (of the batch p) as the JSON text toTransaction() would give:
 * cents / 100 as a double is the number fromCents() gives, printed the same way.
 */
const transactionJson = sql<string>`json_build_object(
  '_id', p.id, 'user', p.user_id, 'date', ${isoTime('date')},
  'description', p.description, 'amount', p.amount_cents::float8 / 100,
  'type', p.type, 'category', p.category, 'notes', p.notes,
  'createdAt', ${isoTime('created_at')}
)::text`;

const newestFirst = sql.raw('p.date desc, p.created_at desc, p.id desc');
const oldestFirst = sql.raw('p.date, p.created_at, p.id');

/** Where the previous batch ended, as the database prints it (microseconds kept). */
interface Key {
  date: string;
  createdAt: string;
  id: string;
}

function fetchBatch(db: Db, userId: string, filters: SQL[], after: Key | null, size: number) {
  // The plain date bound lets the (user_id, date desc, created_at desc) index
  // start at the previous batch's end; the row comparison settles ties.
  const rest = after
    ? [
        lte(t.date, sql`${after.date}::timestamptz`),
        sql`(${t.date}, ${t.createdAt}, ${t.id}) < (${after.date}::timestamptz, ${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      ]
    : [];
  // The batch is chosen first and only its rows are turned into JSON.
  const batch = db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), ...filters, ...rest))
    // 'nulls last' as the index, so the batch is read off it in order.
    .orderBy(sql`${t.date} desc nulls last`, sql`${t.createdAt} desc nulls last`, desc(t.id))
    .limit(size);
  // One row per batch: the JSON of its transactions joined by commas, and
  // where it ended (its oldest row) for the next batch.
  return db
    .select({
      list: sql<string>`string_agg(${transactionJson}, ',' order by ${newestFirst})`,
      count: sql<number>`count(*)`.mapWith(Number),
      last: sql<
        string | null
      >`(array_agg(concat_ws('|', p.date, p.created_at, p.id) order by ${oldestFirst}))[1]`,
    })
    .from(sql`(${batch}) p`);
}

/**
 * Full lists streamed at once per process. The work is CPU-bound on the
 * database and here, so more at once only adds memory: each holds a batch,
 * its JSON and compression state, and 50 at once took the server past 600 MB.
 */
const listSlots = semaphore(4);

async function* listChunks(db: Db, userId: string, filters: SQL[], batchSize: number) {
  const release = await listSlots.acquire();
  try {
    yield* batches(db, userId, filters, batchSize);
  } finally {
    release();
  }
}

async function* batches(db: Db, userId: string, filters: SQL[], batchSize: number) {
  yield '{"transactions":[';
  let total = 0;
  let after: Key | null = null;
  for (;;) {
    const [batch] = await fetchBatch(db, userId, filters, after, batchSize);
    const count = batch?.count ?? 0;
    if (batch && count > 0) yield (total > 0 ? ',' : '') + batch.list;
    total += count;
    if (!batch?.last || count < batchSize) break;
    const [date = '', createdAt = '', id = ''] = batch.last.split('|');
    after = { date, createdAt, id };
  }
  const pagination = {
    currentPage: 1,
    limit: total,
    totalCount: total,
    totalPages: 1,
    hasNextPage: false,
    hasPrevPage: false,
  };
  yield `],"pagination":${JSON.stringify(pagination)}}`;
}

/**
 * Every match of the filters (newest first, as the pages) streamed as the
 * JSON of a transaction list response, page 1 of 1, in keyset batches
 * serialised by the database: 100,000 rows never sit in the server's memory
 * at once, as rows, objects or one string. A row written while the list
 * streams may be missed, as if it had been written just after the request.
 */
export function allMatchesJson(
  db: Db,
  userId: string,
  filters: SQL[],
  batchSize = BATCH_SIZE,
): Readable {
  return Readable.from(listChunks(db, userId, filters, batchSize), { objectMode: false });
}
