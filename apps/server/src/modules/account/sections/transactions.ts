import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { transactions } from '../../../db/schema.ts';
import { chunks, INSTANT_FORMAT, type AccountSection } from './section.ts';

/** One exported transaction as the database prints it; `_key` is the keyset, not exported. */
interface Row {
  date: string;
  description: string;
  type: string;
  category: string;
  amountCents: number;
  notes: string | null;
  createdAt: string;
  id: string;
}

const FORMAT = sql.raw(INSTANT_FORMAT);

/**
 * A batch of the user's transactions after `after`, newest first as every list is
 * (date, created_at, id): the row comparison is an index condition on
 * transactions_user_date_id_idx, so each batch starts where the last ended.
 */
export async function transactionBatch(
  db: Db,
  userId: string,
  after: Row | null,
  size: number,
): Promise<Row[]> {
  const rest = after
    ? sql`and (t.date, t.created_at, t.id) < (${after.date}::timestamptz, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select to_char(t.date at time zone 'UTC', ${FORMAT}) as "date", t.description, t.type,
      t.category, t.amount_cents::float8 as "amountCents", t.notes,
      to_char(t.created_at at time zone 'UTC', ${FORMAT}) as "createdAt", t.id::text as id
    from transactions t
    where t.user_id = ${userId} ${rest}
    order by t.date desc, t.created_at desc, t.id desc
    limit ${size}`);
  return rowsOf<Row>(result);
}

/** Every batch in turn; the next is asked for while this one is written out. */
export async function* transactionBatches(db: Db, userId: string, size: number) {
  let next: Promise<Row[]> | null = transactionBatch(db, userId, null, size);
  try {
    while (next) {
      const batch: Row[] = await next;
      next = batch.length === size ? transactionBatch(db, userId, batch.at(-1)!, size) : null;
      if (batch.length > 0) yield batch;
    }
  } finally {
    // A client gone mid-file leaves the batch asked for ahead unread.
    next?.catch(() => {});
  }
}

/**
 * Ids that sort as the file lists the rows: the file is newest first with the id
 * as the last tie-break, so rows sharing a date and a creation time (one import,
 * one restore) come back in the same order. UUID version 7 layout: a shared random
 * prefix, the position, random tail.
 */
function orderedIds(count: number): (index: number) => string {
  const prefix = randomBytes(6).toString('hex');
  const tails = randomBytes(6 * count).toString('hex');
  const hex3 = (n: number) => n.toString(16).padStart(3, '0');
  return (index) => {
    const n = count - index;
    const tail = tails.slice(index * 12, index * 12 + 12);
    return `${prefix.slice(0, 8)}-${prefix.slice(8)}-7${hex3((n >>> 12) & 0xfff)}-8${hex3(n & 0xfff)}-${tail}`;
  };
}

export const transactionsSection: AccountSection<'transactions'> = {
  key: 'transactions',
  async *write(db, userId, sizes) {
    yield '[';
    let first = true;
    for await (const batch of transactionBatches(db, userId, sizes.transactions)) {
      const json = batch.map(({ id: _id, ...row }) => JSON.stringify(row)).join(',');
      yield first ? json : `,${json}`;
      first = false;
    }
    yield ']';
  },
  async holdsData(db, userId) {
    const [row] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .limit(1);
    return Boolean(row);
  },
  // One INSERT per chunk: the statement triggers keep the counts and month totals.
  async restore(tx, userId, list) {
    const idAt = orderedIds(list.length);
    let index = 0;
    for (const part of chunks(list)) {
      const rows = part.map((t) => ({
        id: idAt(index++),
        date: t.date,
        description: t.description,
        amount: t.amountCents,
        type: t.type,
        category: t.category,
        notes: t.notes,
        created_at: t.createdAt,
      }));
      await tx.execute(sql`
        insert into transactions (id, user_id, date, description, amount_cents, type, category, notes, created_at)
        select r.id, ${userId}::uuid, r.date::timestamptz, r.description, r.amount, r.type, r.category,
          r.notes, r.created_at::timestamptz
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, date text,
          description text, amount bigint, type text, category text, notes text, created_at text)`);
    }
    return list.length;
  },
};
