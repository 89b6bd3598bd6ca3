import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { transactions } from '../../../db/schema.ts';
import { INSTANT_FORMAT, type AccountSection } from './section.ts';
import { restoreTransactions } from './transaction-restore.ts';

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

const flag = (column: SQL) => sql`case when ${column} then 'true' else 'false' end`;

/**
 * One transaction of the export file as JSON text, built by the database from row `p`
 * (`p.account_name` is its account's name; a null would fail the restore's check, loudly).
 * A transfer's two rows share a key: the lower of their two ids, so each row names it
 * without reading the other.
 */
export const JSON_ROW = sql`'{"date":"' || to_char(p.date at time zone 'UTC', ${FORMAT})
  || '","description":' || to_json(p.description)::text || ',"type":' || to_json(p.type)::text
  || ',"category":' || case when p.parts is null then to_json(p.category)::text else 'null' end
  || ',"amountCents":' || p.amount_cents::text
  || ',"notes":' || coalesce(to_json(p.notes)::text, 'null')
  || ',"account":' || coalesce(to_json(p.account_name)::text, 'null')
  || ',"cleared":' || ${flag(sql`p.cleared`)} || ',"reconciled":' || ${flag(sql`p.reconciled`)}
  || ',"transfer":' || case when p.transfer_id is null then 'null'
    else '"' || least(p.id, p.transfer_id)::text || '"' end
  || ',"tags":' || elevate_json_text_array(p.tags)
  || ',"parts":' || coalesce(p.parts::text, 'null')
  || ',"createdAt":"' || to_char(p.created_at at time zone 'UTC', ${FORMAT}) || '"}'`;

/**
 * A batch of the ledger's transactions after `after`, newest first as every list is
 * (date, created_at, id), rendered row by row with `render` and joined with `separator`
 * by the database: PGlite turns each row it answers into a JavaScript object, which
 * for 100,000 rows cost more than everything else. The row comparison is an index
 * condition on transactions_ledger_date_id_idx, so each batch starts where the last ended.
 * Each row's account name (`account_name`) comes from a join of the batch with the
 * ledger's accounts (at most a few hundred), after the batch is cut; a left join, so
 * a row is never left out of the file.
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
      select b.*, a.name as account_name,
        row_number() over (order by b.date desc, b.created_at desc, b.id desc) as n
      from (
        select * from transactions t where t.ledger_id = ${ledgerId} ${rest}
        order by t.date desc, t.created_at desc, t.id desc limit ${size}
      ) b
      left join accounts a on a.ledger_id = b.ledger_id and a.id = b.account_id
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
  restore: (tx, { ledgerId }, list) => restoreTransactions(tx, ledgerId, list),
};
