import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { transactions } from '../../../db/schema.ts';
import { orderedIds } from '../../transactions/ordered-ids.ts';
import { insertTransactionsFrom } from '../../transactions/transaction-writes.ts';
import { chunks, INSTANT_FORMAT, type AccountSection } from './section.ts';

/** Where a batch ended, as the database prints it (microseconds kept). */
interface Key {
  date: string;
  createdAt: string;
  id: string;
}

/** A run of a batch's rows rendered by the database, and where it ended. */
interface Part {
  text: string;
  count: number;
  lastDate: string;
  lastCreatedAt: string;
  lastId: string;
}

const FORMAT = sql.raw(INSTANT_FORMAT);
/** Rows per rendered string: a few hundred kB each, never one string of the whole batch. */
const PART_ROWS = 500;

/** One transaction of the export file as JSON text, built by the database from row `p`. */
export const JSON_ROW = sql`'{"date":"' || to_char(p.date at time zone 'UTC', ${FORMAT})
  || '","description":' || to_json(p.description)::text || ',"type":' || to_json(p.type)::text
  || ',"category":' || to_json(p.category)::text || ',"amountCents":' || p.amount_cents::text
  || ',"notes":' || coalesce(to_json(p.notes)::text, 'null')
  || ',"createdAt":"' || to_char(p.created_at at time zone 'UTC', ${FORMAT}) || '"}'`;

/**
 * A batch of the ledger's transactions after `after`, newest first as every list is
 * (date, created_at, id), rendered row by row with `render` and joined with `separator`
 * by the database: PGlite turns each row it answers into a JavaScript object, which
 * for 100,000 rows cost more than everything else. The row comparison is an index
 * condition on transactions_ledger_date_id_idx, so each batch starts where the last ended.
 */
function fetchParts(
  db: Db,
  ledgerId: string,
  after: Key | null,
  size: number,
  render: SQL,
  separator: string,
): Promise<Part[]> {
  const rest = after
    ? sql`and (t.date, t.created_at, t.id) < (${after.date}::timestamptz, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return db
    .execute(
      sql`
    select string_agg(${render}, ${separator} order by p.n) as "text", count(*)::int as "count",
      (array_agg(to_char(p.date at time zone 'UTC', ${FORMAT}) order by p.n desc))[1] as "lastDate",
      (array_agg(to_char(p.created_at at time zone 'UTC', ${FORMAT}) order by p.n desc))[1] as "lastCreatedAt",
      (array_agg(p.id::text order by p.n desc))[1] as "lastId"
    from (
      select b.*, row_number() over (order by b.date desc, b.created_at desc, b.id desc) as n
      from (
        select * from transactions t where t.ledger_id = ${ledgerId} ${rest}
        order by t.date desc, t.created_at desc, t.id desc limit ${size}
      ) b
    ) p
    group by (p.n - 1) / ${PART_ROWS}
    order by min(p.n)`,
    )
    .then((result) => rowsOf<Part>(result));
}

/**
 * The ledger's transactions as rendered text, batch by batch; the next batch is asked
 * for while this one is written out. Each chunk starts with `separator` unless it is
 * the first.
 */
export async function* renderedTransactions(
  db: Db,
  ledgerId: string,
  size: number,
  render: SQL,
  separator: string,
) {
  let first = true;
  let next: Promise<Part[]> | null = fetchParts(db, ledgerId, null, size, render, separator);
  try {
    while (next) {
      const parts: Part[] = await next;
      const last = parts.at(-1);
      const count = parts.reduce((sum, part) => sum + part.count, 0);
      next =
        last && count === size
          ? fetchParts(
              db,
              ledgerId,
              { date: last.lastDate, createdAt: last.lastCreatedAt, id: last.lastId },
              size,
              render,
              separator,
            )
          : null;
      for (const part of parts) {
        yield first ? part.text : `${separator}${part.text}`;
        first = false;
      }
    }
  } finally {
    // A client gone mid-file leaves the batch asked for ahead unread.
    next?.catch(() => {});
  }
}

export const transactionsSection: AccountSection<'transactions'> = {
  key: 'transactions',
  async *write(db, { ledgerId }, sizes) {
    yield '[';
    yield* renderedTransactions(db, ledgerId, sizes.transactions, JSON_ROW, ',');
    yield ']';
  },
  async holdsData(db, { ledgerId }) {
    const [row] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.ledgerId, ledgerId))
      .limit(1);
    return Boolean(row);
  },
  // One INSERT per chunk: the statement triggers keep the counts and month totals.
  // Ids sort as the file lists the rows: the file is newest first with the id
  // as the last tie-break, so rows sharing a date and a creation time (one
  // import, one restore) come back in the same order.
  async restore(tx, { ledgerId }, list) {
    const ids = orderedIds(Date.now(), 0, list.length).reverse();
    let index = 0;
    for (const part of chunks(list)) {
      const rows = part.map((t) => ({
        id: ids[index++],
        date: t.date,
        description: t.description,
        amount: t.amountCents,
        type: t.type,
        category: t.category,
        notes: t.notes,
        created_at: t.createdAt,
      }));
      await tx.execute(
        insertTransactionsFrom(
          sql`select r.id, ${ledgerId}::uuid, r.date::timestamptz, r.description, r.amount, r.type,
            r.category, r.notes, r.created_at::timestamptz
          from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, date text,
            description text, amount bigint, type text, category text, notes text, created_at text)`,
          ['created_at'],
        ),
      );
    }
    return list.length;
  },
};
