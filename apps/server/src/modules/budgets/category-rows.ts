import { CATEGORY_TYPES, toCents, type CategoryType } from '@elevate/shared';
import { MAX_SORT_ORDER } from '@elevate/shared/schemas/budgets';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { budgetCategories } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * The door to the budget_categories table (decision 0046): every insert,
 * update and delete of a budget's category goes through this module, so the
 * columns and the rules a stored category keeps are written once. The
 * budgets themselves have their own door, budget-rows.ts.
 */

export interface CategoryInput {
  name: string;
  type: CategoryType;
  budgetedAmount: number;
  sortOrder?: number | undefined;
}

/** A category row as the door inserts it; amounts are integer cents. */
export interface CategoryRow {
  /** The budget's ledger: part of the row's key and of its foreign key to the budget. */
  ledgerId: string;
  budgetId: string;
  name: string;
  type: CategoryType;
  budgetedCents: number;
  sortOrder: number;
  /** The order the budget lists it in: ties of sortOrder keep it. */
  position: number;
}

/**
 * The insertable columns in table order, as SQL column names: a set-based
 * insert selects exactly these, in this order.
 */
export const CATEGORY_COLUMNS = [
  'ledger_id',
  'budget_id',
  'name',
  'type',
  'budgeted_cents',
  'sort_order',
  'position',
] as const;

const columnList = () => sql.raw(CATEGORY_COLUMNS.join(', '));

export const MAX_CATEGORY_NAME = 100;

/**
 * Two categories of a budget clash when their type and their names ignoring
 * case match: the table's unique index (ledger_id, budget_id, type,
 * lower(name)) and the shared schemas' categoryUniquenessKey say the same.
 * Set-based writers and lookups compare names with this.
 */
export const sameName = (column: AnyColumn, name: string) => sql`lower(${column}) = lower(${name})`;

/** Income is never budgeted: whatever the client sends, it is stored as 0. */
export function budgetedCentsFor(type: CategoryType, budgetedCents: number): number {
  return type === 'income' ? 0 : budgetedCents;
}

function checkCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw badRequest('Budgeted amount must be whole cents, 0 or more');
  }
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_CATEGORY_NAME) {
    throw badRequest(`Category name must be 1 to ${MAX_CATEGORY_NAME} characters`);
  }
  return trimmed;
}

function checkType(type: CategoryType) {
  if (!CATEGORY_TYPES.includes(type)) throw badRequest('Invalid category type');
}

/**
 * A category as stored: name trimmed and 1–100 characters, a known type,
 * the budgeted amount whole cents and never below 0, the orders whole
 * numbers. The request and restore schemas check the same first, so a
 * request never meets these errors; they keep any other writer honest.
 */
export function categoryRow(row: CategoryRow): CategoryRow {
  const name = checkName(row.name);
  checkType(row.type);
  checkCents(row.budgetedCents);
  if (!Number.isInteger(row.sortOrder) || row.sortOrder < 0 || row.sortOrder > MAX_SORT_ORDER) {
    throw badRequest('Sort order must be a whole number from 0');
  }
  if (!Number.isInteger(row.position) || row.position < 0) {
    throw badRequest('Position must be a whole number from 0');
  }
  return { ...row, name };
}

// Rows per INSERT of many categories: seven parameters each, far below the 65,535 a statement takes.
const INSERT_CHUNK = 2000;

/** Categories in, a statement per 2,000 rows (a budget's list in one, the demo seed's in a few). */
export async function insertCategories(tx: Db, rows: CategoryRow[]): Promise<void> {
  const kept = rows.map(categoryRow);
  for (let at = 0; at < kept.length; at += INSERT_CHUNK) {
    await tx.insert(budgetCategories).values(kept.slice(at, at + INSERT_CHUNK));
  }
}

/**
 * The set-based insert: `select` answers the columns of CATEGORY_COLUMNS in
 * order, from a staging query (a restored file, the categories an import
 * adds), so many categories are one statement. A fragment, so a caller can
 * put it inside a WITH and read what it returns. The staging query has
 * already kept the rules.
 */
export function insertCategoriesFrom(select: SQL): SQL {
  return sql`insert into budget_categories (${columnList()}) ${select}`;
}

/**
 * Replaces a budget's categories with the given list, in its order. Actual
 * amounts sent by the client are not stored: they are always computed.
 */
export async function replaceCategories(
  tx: Db,
  ledgerId: string,
  budgetId: string,
  categories: CategoryInput[],
) {
  await tx
    .delete(budgetCategories)
    .where(and(eq(budgetCategories.ledgerId, ledgerId), eq(budgetCategories.budgetId, budgetId)));
  await insertCategories(
    tx,
    categories.map((category, position) => ({
      ledgerId,
      budgetId,
      name: category.name,
      type: category.type,
      budgetedCents: budgetedCentsFor(category.type, toCents(category.budgetedAmount)),
      sortOrder: category.sortOrder ?? 0,
      position,
    })),
  );
}

/** A category's new name, type and budgeted amount (income stored as 0). */
export async function updateCategory(
  tx: Db,
  ledgerId: string,
  id: string,
  change: { name: string; type: CategoryType; budgetedCents: number },
): Promise<void> {
  const name = checkName(change.name);
  checkType(change.type);
  const budgetedCents = budgetedCentsFor(change.type, change.budgetedCents);
  checkCents(budgetedCents);
  await tx
    .update(budgetCategories)
    .set({ name, type: change.type, budgetedCents })
    .where(and(eq(budgetCategories.ledgerId, ledgerId), eq(budgetCategories.id, id)));
}

/** Removes one category row (its transactions are the caller's to move or delete). */
export async function deleteCategoryRow(tx: Db, ledgerId: string, id: string): Promise<void> {
  await tx
    .delete(budgetCategories)
    .where(and(eq(budgetCategories.ledgerId, ledgerId), eq(budgetCategories.id, id)));
}
