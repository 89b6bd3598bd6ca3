import type {
  Transaction,
  createTransactionBody,
  updateTransactionBody,
} from '@elevate/shared/schemas/transactions';
import { fromCents, toCents } from '@elevate/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = z.output<typeof createTransactionBody>;
export type TransactionChanges = z.output<typeof updateTransactionBody>;

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

export function toTransaction(row: TransactionRow): Transaction {
  return {
    _id: row.id,
    user: row.userId,
    date: row.date.toISOString(),
    description: row.description,
    amount: fromCents(row.amountCents),
    type: row.type,
    category: row.category,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Empty notes are stored as none. */
const notesValue = (notes: string | null | undefined) => (notes ? notes : null);

const ownRow = (userId: string, id: string) =>
  and(eq(transactions.id, id), eq(transactions.userId, userId));

/** Another user's id is as missing as an unknown one. */
export async function getTransaction(db: Db, userId: string, id: string): Promise<Transaction> {
  const [row] = await db.select().from(transactions).where(ownRow(userId, id));
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return toTransaction(row);
}

export async function createTransaction(
  db: Db,
  userId: string,
  body: NewTransaction,
): Promise<Transaction> {
  const [row] = await db
    .insert(transactions)
    .values({
      userId,
      date: body.date,
      description: body.description,
      amountCents: toCents(body.amount),
      type: body.type,
      category: body.category,
      notes: notesValue(body.notes),
    })
    .returning();
  if (!row) throw new Error('transaction insert returned nothing');
  return toTransaction(row);
}

/**
 * The full transaction with its changes, or only the changed fields. _id and
 * user are echoes that must name this transaction and its owner; createdAt
 * and isDemo are ignored. Ownership never changes.
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  body: TransactionChanges,
): Promise<Transaction> {
  if (body._id !== undefined && body._id !== id) {
    throw badRequest('Transaction id in the body does not match the URL');
  }
  if (body.user !== undefined && body.user !== userId) {
    throw badRequest('A transaction cannot be moved to another user');
  }
  const changes: Partial<typeof transactions.$inferInsert> = {};
  if (body.date !== undefined) changes.date = body.date;
  if (body.description !== undefined) changes.description = body.description;
  if (body.amount !== undefined) changes.amountCents = toCents(body.amount);
  if (body.type !== undefined) changes.type = body.type;
  if (body.category !== undefined) changes.category = body.category;
  if (body.notes !== undefined) changes.notes = notesValue(body.notes);
  if (Object.keys(changes).length === 0) return getTransaction(db, userId, id);
  const [row] = await db.update(transactions).set(changes).where(ownRow(userId, id)).returning();
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return toTransaction(row);
}

export async function deleteTransaction(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(transactions)
    .where(ownRow(userId, id))
    .returning({ id: transactions.id });
  if (deleted.length === 0) throw notFound(TRANSACTION_NOT_FOUND);
}
