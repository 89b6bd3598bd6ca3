import { toCents } from '@elevate/shared';
import type { Db } from '../../db/database.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
import { newTransactionId } from './ordered-ids.ts';
import type { TransactionRow } from './transaction-rows.ts';
import type { NewTransaction } from './transaction-service.ts';
import { insertTransactions, type TransactionJson } from './transaction-writes.ts';

export type { TransactionJson } from './transaction-writes.ts';
export type InsertTransaction = (
  ledgerId: string,
  body: NewTransaction,
) => Promise<TransactionJson>;

/**
 * POST /api/transactions: the creates of concurrent requests are inserted
 * together (decision 0031), two statements at most at a time, so a burst of
 * writes costs a few commits and trigger runs instead of one each.
 */
export function transactionInserts(db: Db): InsertTransaction {
  const insert = writeBatcher<TransactionRow, TransactionJson>(
    (rows) => insertTransactions(db, rows),
    async (row) => (await insertTransactions(db, [row]))[0] as TransactionJson,
    { maxBatch: 200, maxInFlight: 2 },
  );
  return (ledgerId, body) =>
    insert({
      id: newTransactionId(),
      ledgerId,
      date: body.date,
      description: body.description,
      amountCents: toCents(body.amount),
      type: body.type,
      category: body.category,
      notes: body.notes,
    });
}
