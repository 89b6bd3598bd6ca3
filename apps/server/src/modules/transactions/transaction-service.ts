import type {
  Transaction,
  createTransactionBody,
  updateTransactionBody,
} from '@elevate/shared/schemas/transactions';
import { fromCents } from '@elevate/shared';
import { ifMatchAllows, TRANSACTION_CHANGED, transactionTag } from '@elevate/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { transactions } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { deleteTransactions } from './transaction-changes.ts';
import { shownParts } from './transaction-rows.ts';
import type { TransactionJson } from './transaction-writes.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = z.output<typeof createTransactionBody>;
export type TransactionChanges = z.output<typeof updateTransactionBody>;

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export { TRANSACTION_CHANGED };

/** The tag (decision 0061) of a transaction's API JSON: the ETag's, and the If-Match's to compare. */
export const tagOfJson = (json: TransactionJson): string =>
  transactionTag(JSON.parse(json) as object);

/**
 * The row's API JSON when the If-Match tags allow a write to it (none: any); 404 when it is
 * missing, 409 when it changed since the tag was read.
 */
export async function matchedJson(
  db: Db,
  ledgerId: string,
  id: string,
  ifMatch: readonly string[],
): Promise<TransactionJson> {
  const json = await getTransactionJson(db, ledgerId, id);
  if (!ifMatchAllows(ifMatch, tagOfJson(json))) throw conflict(TRANSACTION_CHANGED);
  return json;
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    _id: row.id,
    user: row.ledgerId,
    date: row.date.toISOString(),
    description: row.description,
    amount: fromCents(row.amountCents),
    type: row.type,
    category: row.parts ? null : row.category,
    notes: row.notes,
    accountId: row.accountId,
    cleared: row.cleared,
    reconciled: row.reconciled,
    transferId: row.transferId,
    tags: row.tags,
    splits: shownParts(row.parts, row.type),
    createdAt: row.createdAt.toISOString(),
  };
}

const ownRow = (ledgerId: string, id: string) =>
  and(eq(transactions.ledgerId, ledgerId), eq(transactions.id, id));

/**
 * The transaction as the API answers it (another ledger's id is as missing as an unknown one), its stored API JSON (decision 0010): what a list
 * answers for it too, so its tag is the same whichever read it came from.
 */
export async function getTransactionJson(
  db: Db,
  ledgerId: string,
  id: string,
): Promise<TransactionJson> {
  const [row] = await db
    .select({ json: transactions.apiJson })
    .from(transactions)
    .where(ownRow(ledgerId, id));
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return row.json;
}

/**
 * Deletes a transaction (its transfer's other row with it). With If-Match tags, only while
 * it still answers what they were read from: the delete itself checks, so a change in
 * between is a 409, not a lost edit.
 */
export async function deleteTransaction(
  db: Db,
  ledgerId: string,
  id: string,
  ifMatch: readonly string[] | null = null,
): Promise<void> {
  // '*' asks only that it exists: the delete's own 404 says that.
  const seen =
    ifMatch && !ifMatch.includes('*') ? await matchedJson(db, ledgerId, id, ifMatch) : null;
  const where = seen
    ? and(eq(transactions.id, id), eq(transactions.apiJson, seen))
    : eq(transactions.id, id);
  const deleted = await deleteTransactions(db, ledgerId, where);
  if (deleted > 0) return;
  if (seen) {
    // Changed or deleted since it was read: which one?
    const [row] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(ownRow(ledgerId, id));
    if (row) throw conflict(TRANSACTION_CHANGED);
  }
  throw notFound(TRANSACTION_NOT_FOUND);
}
