import type {
  Transaction,
  createTransactionBody,
  updateTransactionBody,
} from '@elevate/shared/schemas/transactions';
import { fromCents } from '@elevate/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { transactions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { deleteTransactions } from './transaction-changes.ts';
import { shownParts } from './transaction-rows.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = z.output<typeof createTransactionBody>;
export type TransactionChanges = z.output<typeof updateTransactionBody>;

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

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

/** Another ledger's id is as missing as an unknown one. */
export async function getTransaction(db: Db, ledgerId: string, id: string): Promise<Transaction> {
  const [row] = await db.select().from(transactions).where(ownRow(ledgerId, id));
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return toTransaction(row);
}

export async function deleteTransaction(db: Db, ledgerId: string, id: string): Promise<void> {
  const deleted = await deleteTransactions(db, ledgerId, eq(transactions.id, id));
  if (deleted === 0) throw notFound(TRANSACTION_NOT_FOUND);
}
