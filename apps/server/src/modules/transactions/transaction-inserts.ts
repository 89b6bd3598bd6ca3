import { toCents } from '@elevate/shared';
import type { Db } from '../../db/database.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
import { newTransactionId } from './ordered-ids.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import { notFound } from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND, storedParts, type TransactionRow } from './transaction-rows.ts';
import type { NewTransaction } from './transaction-service.ts';
import { insertTransactions, type TransactionJson } from './transaction-writes.ts';

export type { TransactionJson } from './transaction-writes.ts';
export type InsertTransaction = (
  ledgerId: string,
  body: NewTransaction,
) => Promise<TransactionJson>;

const accountGone = (row: TransactionRow) => (err: unknown) => {
  if (isForeignKeyViolation(err) && row.accountId) return [null];
  throw err;
};

/**
 * POST /api/transactions: the creates of concurrent requests are inserted
 * together (decision 0031), two statements at most at a time, so a burst of
 * writes costs a few commits and trigger runs instead of one each.
 */
export function transactionInserts(db: Db): InsertTransaction {
  const insert = writeBatcher<TransactionRow, TransactionJson | null>(
    (rows) => insertTransactions(db, rows),
    // An account deleted between the insert's read of it and its foreign key check is as
    // missing as one never there (a failed batch comes here row by row).
    async (row) => (await insertTransactions(db, [row]).catch(accountGone(row)))[0] ?? null,
    { maxBatch: 200, maxInFlight: 2 },
  );
  return async (ledgerId, body) => {
    const json = await insert({
      id: newTransactionId(),
      ledgerId,
      date: body.date,
      description: body.description,
      amountCents: toCents(body.amount),
      type: body.type,
      // A split row's categories are its parts' (the schema let only one of the two through).
      category: body.category ?? '',
      notes: body.notes,
      accountId: body.accountId,
      cleared: body.cleared,
      tags: body.tags,
      parts: storedParts(body.splits),
    });
    // Another ledger's account is as missing as an unknown one.
    if (json === null) throw notFound(ACCOUNT_NOT_FOUND);
    return json;
  };
}
