import { randomUUID } from 'node:crypto';
import { toCents } from '@elevate/shared';
import type { Db } from '../../db/database.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
import { notesValue, type NewTransaction } from './transaction-service.ts';

/** The transaction as the API answers it: its stored api_json (decision 0010). */
export type TransactionJson = string;
export type InsertTransaction = (userId: string, body: NewTransaction) => Promise<TransactionJson>;

interface Row {
  id: string;
  user_id: string;
  date: Date;
  description: string;
  amount_cents: number;
  type: string;
  category: string;
  notes: string | null;
}

/**
 * Rows in as one prepared statement: the rows travel as one JSON parameter,
 * so every batch size shares one statement (an unprepared statement with
 * parameters costs postgres.js a second round trip to describe it). Ids are
 * made here, so each caller's row is found in the answer whatever order it
 * comes back in. The select gives every insertable column in table order.
 */
const insertRowsStatement = perDatabase((db) =>
  db
    .insert(transactions)
    .select(
      sql`select id, user_id, date, description, amount_cents, type, category, notes, now()
        from json_to_recordset(${sql.placeholder('rows')}::json) as r(id uuid, user_id uuid,
          date timestamptz, description text, amount_cents bigint, type text, category text,
          notes text)`,
    )
    .returning({ id: transactions.id, json: transactions.apiJson })
    .prepare('transactions_insert_rows'),
);

async function insertRows(db: Db, rows: Row[]): Promise<TransactionJson[]> {
  const inserted = await insertRowsStatement(db).execute({ rows: JSON.stringify(rows) });
  const byId = new Map(inserted.map((row) => [row.id, row.json]));
  return rows.map((row) => {
    const json = byId.get(row.id);
    if (json === undefined) throw new Error('transaction insert returned nothing');
    return json;
  });
}

/**
 * POST /api/transactions: the creates of concurrent requests are inserted
 * together (decision 0031), two statements at most at a time, so a burst of
 * writes costs a few commits and trigger runs instead of one each.
 */
export function transactionInserts(db: Db): InsertTransaction {
  const insert = writeBatcher<Row, TransactionJson>(
    (rows) => insertRows(db, rows),
    async (row) => (await insertRows(db, [row]))[0] as TransactionJson,
    { maxBatch: 200, maxInFlight: 2 },
  );
  return (userId, body) =>
    insert({
      id: randomUUID(),
      user_id: userId,
      date: body.date,
      description: body.description,
      amount_cents: toCents(body.amount),
      type: body.type,
      category: body.category,
      notes: notesValue(body.notes),
    });
}
