import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { perDatabase } from '../../db/prepared.ts';
import { transactions } from '../../db/schema.ts';
import { columnList, transactionRow, type TransactionRow } from './transaction-rows.ts';

/** The transaction as the API answers it: its stored api_json (decision 0010). */
export type TransactionJson = string;

/** A row as json_to_recordset reads it: the SQL column names. */
const recordOf = (row: TransactionRow) => {
  const kept = transactionRow(row);
  return {
    id: kept.id,
    ledger_id: kept.ledgerId,
    date: kept.date,
    description: kept.description,
    amount_cents: kept.amountCents,
    type: kept.type,
    category: kept.category,
    notes: kept.notes,
    account_id: kept.accountId ?? null,
    cleared: kept.cleared ?? false,
    tags: kept.tags ?? [],
    parts: kept.parts ?? null,
  };
};

/**
 * Rows in as one prepared statement: the rows travel as one JSON parameter,
 * so every batch size shares one statement (an unprepared statement with
 * parameters costs postgres.js a second round trip to describe it). Ids are
 * the caller's, so each row is found in the answer whatever order it comes
 * back in. A row without an account goes to its ledger's default account; a
 * row naming an account its ledger does not have is left out (the caller
 * answers it as a missing account), so one such row never fails a batch.
 */
const insertRowsStatement = perDatabase((db) =>
  db
    .insert(transactions)
    .select(
      sql`select r.id, r.ledger_id, r.date, r.description, r.amount_cents, r.type, r.category,
          r.notes, a.id, r.cleared, false, null, a.on_budget, now(), r.tags, r.parts
        from json_to_recordset(${sql.placeholder('rows')}::json) as r(id uuid, ledger_id uuid,
          date timestamptz, description text, amount_cents bigint, type text, category text,
          notes text, account_id uuid, cleared boolean, tags text[], parts jsonb)
        join accounts a on a.ledger_id = r.ledger_id
          and (a.id = r.account_id or (r.account_id is null and a.is_default))`,
    )
    .returning({ id: transactions.id, json: transactions.apiJson })
    .prepare('transactions_insert_rows'),
);

/**
 * Rows in, their API JSON out in the same order, null for a row whose account
 * its ledger does not have (nothing of it was written): a create (through the
 * write batcher's batches) and a recurring rule's occurrences (in the caller's
 * database transaction).
 */
export async function insertTransactions(
  db: Db,
  rows: TransactionRow[],
): Promise<(TransactionJson | null)[]> {
  const records = rows.map(recordOf);
  const inserted = await insertRowsStatement(db).execute({ rows: JSON.stringify(records) });
  const byId = new Map(inserted.map((row) => [row.id, row.json]));
  return records.map((row) => byId.get(row.id) ?? null);
}

/**
 * The set-based insert: `select` answers the columns of TRANSACTION_COLUMNS
 * (then `extra`) in order, from a staging query (an import's staged rows, a
 * restored file), so thousands of rows are one statement and one trigger run
 * per statement. A fragment, so a caller can put it inside a WITH and count
 * or read what it returns. The staging query has already kept the rules (the
 * import's and the restore's schemas check the same).
 */
/** Columns a restore gives beyond the door's: the file's creation times, marks, pairs, tags and parts. */
export type ExtraColumn = 'created_at' | 'reconciled' | 'transfer_id' | 'tags' | 'parts';

export function insertTransactionsFrom(select: SQL, extra: readonly ExtraColumn[] = []): SQL {
  return sql`insert into transactions (${columnList(extra)}) ${select}`;
}
