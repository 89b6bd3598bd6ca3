import { Readable } from 'node:stream';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { transactions } from '../../db/schema.ts';
import { untilStalled, type FullListLimits } from './full-list-slots.ts';
import { newestFirst, newestFirstIn } from './list-order.ts';

/** Rows per query: bounds the server's memory whatever the number of matches. */
export const BATCH_SIZE = 2_000;

/**
 * Transactions per row of a batch's answer: ~26 kB strings. One 530 kB row
 * per batch made the driver grow its read buffer to 1 MB and throw it away
 * every batch, and 50 lists at once took the server 110 MB over its baseline.
 */
export const PART_SIZE = 100;

/** Whose list: the ledger read, and the person reading it (who holds the full list's slot). */
export interface ListScope {
  ledgerId: string;
  userId: string;
}

/** Rows per query and per part of its answer. */
export interface ListSizes {
  batch: number;
  part: number;
}

/**
 * Where a query costs about the same whatever its size (PGlite: 100,000 rows
 * took 2.3 s in batches of 2,000, 1.2 s in batches of 10,000), bigger batches;
 * elsewhere the smaller ones that bound the server's memory.
 */
export function listSizesFor({ bigBatches }: Pick<Database, 'bigBatches'>): ListSizes {
  return { batch: bigBatches ? 5 * BATCH_SIZE : BATCH_SIZE, part: PART_SIZE };
}

const t = transactions;

/** Where the previous batch ended, as the database prints it (microseconds kept). */
interface Key {
  date: string;
  createdAt: string;
  id: string;
}

/** A run of a batch's transactions as JSON, after a comma unless it starts the list. */
interface Part {
  list: string;
  count: number;
  /** Where it ended (its oldest row): the last part's is where the next batch starts. */
  lastDate: string | null;
  lastCreatedAt: string | null;
  lastId: string | null;
}

function fetchBatch(
  db: Db,
  ledgerId: string,
  filters: SQL[],
  after: Key | null,
  sizes: ListSizes,
): Promise<Part[]> {
  // The row comparison is an index condition on (ledger_id, date, created_at,
  // id): the scan starts at the previous batch's end. (A separate date bound
  // made PostgreSQL count the same condition twice, expect a few hundred rows
  // and sort the whole rest of the list for each batch.)
  const rest = after
    ? [
        sql`(${t.date}, ${t.createdAt}, ${t.id}) < (${after.date}::timestamptz, ${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      ]
    : [];
  // The batch is chosen first and only its rows are turned into JSON.
  const batch = db
    .select()
    .from(t)
    .where(and(eq(t.ledgerId, ledgerId), ...filters, ...rest))
    .orderBy(...newestFirst)
    .limit(sizes.batch);
  const numbered = sql`(select b.*, row_number() over (order by ${newestFirstIn('b')}) as n from (${batch}) b) p`;
  const startsList = sql.raw(after ? 'false' : 'true');
  return db
    .select({
      list: sql<string>`concat(case when min(p.n) > 1 or not ${startsList} then ',' end, string_agg(p.api_json, ',' order by p.n))`,
      count: sql<number>`count(*)`.mapWith(Number),
      // Each key column on its own: printing every row's key to pick one cost
      // as much as the JSON.
      lastDate: sql<string | null>`(array_agg(p.date order by p.n desc))[1]::text`,
      lastCreatedAt: sql<string | null>`(array_agg(p.created_at order by p.n desc))[1]::text`,
      lastId: sql<string | null>`(array_agg(p.id order by p.n desc))[1]::text`,
    })
    .from(numbered)
    .groupBy(sql.raw(`(p.n - 1) / ${Math.trunc(sizes.part)}`))
    .orderBy(sql`min(p.n)`)
    .execute(); // sent now: a Drizzle query only runs once executed or awaited
}

function keyAfter({ lastDate, lastCreatedAt, lastId }: Part): Key | null {
  return lastDate && lastCreatedAt && lastId
    ? { date: lastDate, createdAt: lastCreatedAt, id: lastId }
    : null;
}

async function* batches(db: Db, ledgerId: string, filters: SQL[], sizes: ListSizes) {
  yield '{"transactions":[';
  let total = 0;
  let next: Promise<Part[]> | null = fetchBatch(db, ledgerId, filters, null, sizes);
  try {
    while (next) {
      const parts: Part[] = await next;
      next = null;
      const count = parts.reduce((sum, part) => sum + part.count, 0);
      const last = parts.at(-1);
      // The next batch is asked for before this one is sent: the database
      // builds it while this one is written out.
      const after = last && count === sizes.batch ? keyAfter(last) : null;
      if (after) next = fetchBatch(db, ledgerId, filters, after, sizes);
      for (const part of parts) yield part.list;
      total += count;
    }
  } finally {
    // A client gone mid-list leaves the batch asked for ahead unread.
    next?.catch(() => {});
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
 * at once, as rows, objects or one string, and a client that stops reading
 * stops the batches (backpressure). A row written while the list streams may
 * be missed, as if it had been written just after the request. Takes its
 * slot first, so a 429 or 503 is an ordinary answer and not a broken stream.
 * The slot is the caller's (`scope.userId`: one person's full lists, whichever
 * ledger they read); the rows are the ledger's.
 */
export async function allMatchesJson(
  db: Db,
  scope: ListScope,
  filters: SQL[],
  limits: FullListLimits,
  sizes: ListSizes = { batch: BATCH_SIZE, part: PART_SIZE },
): Promise<Readable> {
  const release = await limits.slots.take(scope.userId);
  const chunks = untilStalled(batches(db, scope.ledgerId, filters, sizes), limits.stallMs, () =>
    stream.destroy(new Error(`full list not read for ${limits.stallMs} ms`)),
  );
  const stream = Readable.from(chunks, { objectMode: false });
  // 'end' as soon as the last chunk is taken (the answer is complete), 'close' for every other way out.
  stream.once('end', release);
  stream.once('close', release);
  return stream;
}
