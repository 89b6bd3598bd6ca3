import type { Budget } from '@elevate/shared/schemas/budgets';
import { categoryUniquenessKey, fromCents } from '@elevate/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { budgetCategories, budgets, transactions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { monthKeyToISO } from './month-key.ts';

type Executor = Pick<Db, 'select'>;
type BudgetRow = typeof budgets.$inferSelect;

export const BUDGET_NOT_FOUND = 'Budget not found';

/**
 * Actual amounts of every category of the given budgets in one grouped query:
 * each budget joins its month's transactions through the (user_id, date) index,
 * so no category is queried alone and no other month is read.
 */
async function actualsByBudget(db: Executor, userId: string, budgetIds: string[]) {
  const category = sql<string>`lower(${transactions.category})`;
  const rows = await db
    .select({
      budgetId: budgets.id,
      type: transactions.type,
      category,
      cents: sql<number>`sum(${transactions.amountCents})`.mapWith(Number),
    })
    .from(budgets)
    .innerJoin(
      transactions,
      and(
        eq(transactions.userId, budgets.userId),
        sql`${transactions.date} >= (${budgets.month}::timestamp at time zone 'UTC')`,
        sql`${transactions.date} < ((${budgets.month} + interval '1 month') at time zone 'UTC')`,
      ),
    )
    .where(and(eq(budgets.userId, userId), inArray(budgets.id, budgetIds)))
    .groupBy(budgets.id, transactions.type, category);
  const actuals = new Map<string, number>();
  for (const row of rows) actuals.set(`${row.budgetId}|${row.type}:${row.category}`, row.cents);
  return actuals;
}

/** Budgets with categories in list order and server-computed actuals and totals. */
async function present(db: Executor, userId: string, rows: BudgetRow[]): Promise<Budget[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [categoryRows, actuals] = await Promise.all([
    db
      .select()
      .from(budgetCategories)
      .where(inArray(budgetCategories.budgetId, ids))
      .orderBy(asc(budgetCategories.position)),
    actualsByBudget(db, userId, ids),
  ]);
  return rows.map((row) => {
    let budgetedCents = 0;
    let actualCents = 0;
    const categories = categoryRows
      .filter((c) => c.budgetId === row.id)
      .map((c) => {
        // Names are unique per type ignoring case, so matching ignoring case is unambiguous.
        const actual = actuals.get(`${row.id}|${categoryUniquenessKey(c)}`) ?? 0;
        if (c.type !== 'income') budgetedCents += c.budgetedCents;
        actualCents += actual;
        return {
          name: c.name,
          type: c.type,
          budgetedAmount: fromCents(c.budgetedCents),
          actualAmount: fromCents(actual),
          sortOrder: c.sortOrder,
        };
      });
    return {
      _id: row.id,
      month: monthKeyToISO(row.month),
      categories,
      totalBudgeted: fromCents(budgetedCents),
      totalActual: fromCents(actualCents),
      toBeBudgetedRollover: fromCents(row.toBeBudgetedRolloverCents),
      version: row.version,
    };
  });
}

async function listWhere(db: Executor, userId: string, where: SQL | undefined): Promise<Budget[]> {
  const rows = await db
    .select()
    .from(budgets)
    .where(and(eq(budgets.userId, userId), where))
    .orderBy(desc(budgets.month));
  return present(db, userId, rows);
}

/** Every budget of the user, newest month first; or the one of `monthKey` (a list of 0 or 1). */
export function listBudgets(db: Executor, userId: string, monthKey?: string): Promise<Budget[]> {
  return listWhere(db, userId, monthKey === undefined ? undefined : eq(budgets.month, monthKey));
}

/** One budget of the user; another user's id is as missing as an unknown one. */
export async function getBudget(db: Executor, userId: string, id: string): Promise<Budget> {
  const [budget] = await listWhere(db, userId, eq(budgets.id, id));
  if (!budget) throw notFound(BUDGET_NOT_FOUND);
  return budget;
}

export async function listBudgetMonths(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ month: budgets.month })
    .from(budgets)
    .where(eq(budgets.userId, userId))
    .orderBy(desc(budgets.month));
  return rows.map((row) => monthKeyToISO(row.month));
}
