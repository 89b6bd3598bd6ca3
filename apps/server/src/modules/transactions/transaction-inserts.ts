import { randomUUID } from 'node:crypto';
import { toCents } from '@elevate/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
import type { NewTransaction } from './transaction-service.ts';

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
 * Rows in as one statement: the rows travel as one JSON parameter, so every
 * batch size shares one prepared statement. Ids are made here, so each
 * caller's row is found in the answer whatever order it comes back in.
 */
async function insertRows(db: Db, rows: Row[]): Promise<TransactionJson[]> {
  const inserted = rowsOf<{ id: string; json: string }>(
    await db.execute(sql`
      insert into transactions (id, user_id, date, description, amount_cents, type, category, notes)
      select id, user_id, date, description, amount_cents, type, category, notes
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, user_id uuid,
          date timestamptz, description text, amount_cents bigint, type text, category text,
          notes text)
      returning id, api_json as json`),
  );
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
      // Empty notes are stored as none.
      notes: body.notes ? body.notes : null,
    });
}
