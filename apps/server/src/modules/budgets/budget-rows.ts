import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { budgets } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { isFirstDay } from '../../lib/first-day-of-month.ts';

/**
 * The door to the budgets table (decision 0046): every insert, update and
 * delete of a budget row goes through this module, so the columns and the
 * rules a stored budget keeps are written once. Its categories have their own
 * door, category-rows.ts. Locking a budget (budget-lock.ts) only reads.
 */

/** A budget row as the door inserts it; the id, version and times are the table's defaults. */
export interface BudgetRow {
  ledgerId: string;
  /** The month's first day, 'YYYY-MM-01' (lib/first-day-of-month.ts). */
  month: string;
  toBeBudgetedRolloverCents: number;
  /** The first day of the month whose To Be Budgeted was carried in; none when nothing was. */
  rolloverFrom?: string | null | undefined;
}

/**
 * The insertable columns in table order, as SQL column names: a set-based
 * insert selects exactly these, in this order.
 */
export const BUDGET_COLUMNS = [
  'ledger_id',
  'month',
  'to_be_budgeted_rollover_cents',
  'rollover_from',
] as const;

const columnList = () => sql.raw(BUDGET_COLUMNS.join(', '));

const checkMonth = (month: string, what: string) => {
  if (!isFirstDay(month)) throw badRequest(`${what} must be the first day of a month`);
};

/**
 * A budget as stored: the month (and the month carried from) a first day,
 * the rollover whole cents. The unique (ledger, month) index is the table's;
 * the budget service turns its refusal into a 409. The request schemas
 * check the rest first, so a request never meets these errors.
 */
export function budgetRow(row: BudgetRow): BudgetRow & { rolloverFrom: string | null } {
  checkMonth(row.month, 'Budget month');
  const rolloverFrom = row.rolloverFrom ?? null;
  if (rolloverFrom !== null) checkMonth(rolloverFrom, 'Rollover month');
  if (!Number.isSafeInteger(row.toBeBudgetedRolloverCents)) {
    throw badRequest('Rollover must be whole cents');
  }
  return { ...row, rolloverFrom };
}

/** The changes an update may make; the version and updated_at are the door's. */
export type BudgetChange = Partial<Pick<BudgetRow, 'month' | 'toBeBudgetedRolloverCents'>> & {
  rolloverFrom?: string | null;
};

/** Budgets in, their ids out in the same order: one statement (a create, the demo seed). */
export async function insertBudgets(tx: Db, rows: BudgetRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(budgets)
    .values(rows.map(budgetRow))
    .returning({ id: budgets.id });
  if (inserted.length !== rows.length) throw new Error('budget insert returned too few rows');
  return inserted.map((row) => row.id);
}

/** One budget in, its id out. */
export async function insertBudget(tx: Db, row: BudgetRow): Promise<string> {
  const [id] = await insertBudgets(tx, [row]);
  if (id === undefined) throw new Error('budget insert returned nothing');
  return id;
}

/**
 * The set-based insert: `select` answers the columns of BUDGET_COLUMNS in
 * order, from a staging query (a restored file), so many budgets are one
 * statement. A fragment, so a caller can add `returning`. The staging query
 * has already kept the rules (the restore's schema checks the same).
 */
export function insertBudgetsFrom(select: SQL): SQL {
  return sql`insert into budgets (${columnList()}) ${select}`;
}

/** Every change to a budget bumps its version, so other tabs' stale writes are refused. */
export async function bumpVersion(
  tx: Db,
  ledgerId: string,
  id: string,
  changes: BudgetChange = {},
) {
  if (changes.month !== undefined) checkMonth(changes.month, 'Budget month');
  if (changes.rolloverFrom) checkMonth(changes.rolloverFrom, 'Rollover month');
  if (
    changes.toBeBudgetedRolloverCents !== undefined &&
    !Number.isSafeInteger(changes.toBeBudgetedRolloverCents)
  ) {
    throw badRequest('Rollover must be whole cents');
  }
  await tx
    .update(budgets)
    .set({ ...changes, version: sql`${budgets.version} + 1`, updatedAt: new Date() })
    .where(and(eq(budgets.ledgerId, ledgerId), eq(budgets.id, id)));
}

/**
 * The same bump, set-based: the ledger's budgets whose ids `ids` selects (a
 * query that may read a WITH of the caller's statement, such as the
 * categories an import added). The caller may add `returning`.
 */
export function bumpVersionsOf(ledgerId: string, ids: SQL): SQL {
  return sql`update budgets set version = version + 1, updated_at = now()
    where ledger_id = ${ledgerId} and id in (${ids})`;
}

/** Removes one budget of the ledger; its categories go with it (the foreign key cascades). */
export async function deleteBudgetRow(tx: Db, ledgerId: string, id: string): Promise<void> {
  await tx.delete(budgets).where(and(eq(budgets.ledgerId, ledgerId), eq(budgets.id, id)));
}
