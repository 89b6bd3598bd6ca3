import { CATEGORY_TYPES, fromCents, toCents, type CategoryType } from '@elevate/shared';
import { sql } from 'drizzle-orm';
import type { StoredPart } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * The door to the transactions table (decision 0046): every insert, update
 * and delete of a transaction goes through this module and its siblings
 * (transaction-writes.ts, transaction-changes.ts, ordered-ids.ts, transaction-tags.ts,
 * and for accounts transaction-transfers.ts and transaction-reconcile.ts), so the columns and the rules a
 * stored row keeps are written once. The table's triggers keep the month
 * totals, counts and api_json on every write, whichever helper made it.
 */

/** A row as the door inserts it; amounts are integer cents, positive or negative as given. */
export interface TransactionRow {
  id: string;
  ledgerId: string;
  date: Date;
  description: string;
  amountCents: number;
  type: CategoryType;
  category: string;
  /** None when absent or ''. */
  notes?: string | null | undefined;
  /** The ledger's default account when absent. */
  accountId?: string | null | undefined;
  cleared?: boolean | undefined;
  /** None when absent; the database spells each as the ledger does (decision 0053). */
  tags?: readonly string[] | undefined;
  /** A split row's parts (then category is ''); none when absent or null. */
  parts?: readonly StoredPart[] | null | undefined;
}

/**
 * A split row's category as the database keeps it (migration 0034): each part's category
 * after chr(31). A writer may send '' for a split row; a trigger sets this.
 */
export const partCategoriesText = (parts: readonly StoredPart[]) =>
  parts.map((part) => `\u001f${part.category}`).join('');

/** Stored parts as the API answers them ([] when not split). */
export function shownParts(parts: readonly StoredPart[] | null, type: CategoryType) {
  return (parts ?? []).map((part) => ({
    category: part.category,
    type,
    amount: fromCents(part.amountCents),
    notes: part.notes,
  }));
}

/**
 * The stored parts of a request's splits ([] or none: not split): cents, '' notes as none.
 * The request schemas have checked the parts against the amount and type.
 */
export function storedParts(
  splits:
    readonly { category: string; amount: number; notes?: string | null | undefined }[] | undefined,
): StoredPart[] | null {
  if (!splits || splits.length === 0) return null;
  return splits.map((part) => ({
    category: part.category,
    amountCents: toCents(part.amount),
    notes: notesValue(part.notes),
  }));
}

/**
 * The insertable columns in table order, as SQL column names: a set-based
 * insert selects exactly these, in this order. created_at is the table's
 * default unless a restore gives it.
 */
export const TRANSACTION_COLUMNS = [
  'id',
  'ledger_id',
  'date',
  'description',
  'amount_cents',
  'type',
  'category',
  'notes',
  'cleared',
  // These two as inDefaultAccount answers them for a row in the default account, or
  // inAccount for a row in an account the writer has locked (an import's).
  'account_id',
  'in_budget',
] as const;

export const columnList = (extra: readonly string[] = []) =>
  sql.raw([...TRANSACTION_COLUMNS, ...extra].join(', '));

/**
 * The account_id and in_budget of a row in the ledger's default account, the
 * account of a row written without one (decision 0052): what a set-based
 * insert selects for those two columns. A row counts in the budget when its
 * account does.
 */
export const inDefaultAccount = (ledgerId: string) =>
  sql`(select id from accounts where ledger_id = ${ledgerId}::uuid and is_default),
    (select on_budget from accounts where ledger_id = ${ledgerId}::uuid and is_default)`;

/**
 * The account_id and in_budget of a row in an account the writer has read and
 * locked FOR SHARE in its own database transaction (an import's, decision
 * 0052): its on_budget as read under that lock is the rows' in_budget.
 */
export const inAccount = (account: { id: string; onBudget: boolean }) =>
  sql`${account.id}::uuid, ${account.onBudget}::boolean`;

export const ACCOUNT_NOT_FOUND = 'Account not found';

export const MAX_DESCRIPTION = 200;
export const MAX_NOTES = 1000;

/** Empty notes are stored as none. */
export const notesValue = (notes: string | null | undefined) => (notes ? notes : null);

/**
 * A row as stored: description trimmed, notes '' as none, amounts whole
 * cents. The request schemas check the same before a row gets here, so a
 * request never meets these errors; they keep any other writer honest.
 */
export function transactionRow(row: TransactionRow): TransactionRow & { notes: string | null } {
  const description = row.description.trim();
  if (description.length === 0 || description.length > MAX_DESCRIPTION) {
    throw badRequest(`Description must be 1 to ${MAX_DESCRIPTION} characters`);
  }
  const notes = notesValue(row.notes);
  if (notes !== null && notes.length > MAX_NOTES) {
    throw badRequest(`Notes must be at most ${MAX_NOTES} characters`);
  }
  if (!Number.isSafeInteger(row.amountCents)) throw badRequest('Amount must be whole cents');
  if (!CATEGORY_TYPES.includes(row.type)) throw badRequest('Invalid category type');
  return { ...row, description, notes };
}
