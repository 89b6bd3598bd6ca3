import type { Budget } from '@elevate/shared/schemas/budgets';
import { categoryUniquenessKey, fromCents } from '@elevate/shared';
import { and, desc, eq, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { perDatabase } from '../../db/prepared.ts';
import { budgetCategories, budgets, monthCategoryTotals } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { firstDayToISO } from '../../lib/first-day-of-month.ts';

type Executor = Pick<Db, 'select'>;
type BudgetCategoryRow = typeof budgetCategories.$inferSelect;

export const BUDGET_NOT_FOUND = 'Budget not found';

interface CategoryJson {
  name: string;
  type: BudgetCategoryRow['type'];
  budgetedCents: number;
  sortOrder: number;
}

/**
 * Each budget with its categories (in list order) and its month's actuals
 * keyed `type:lower(category)`, in one statement: one round trip per read,
 * however many budgets. The actuals are the month's trigger-kept sums
 * (month_category_totals, a dozen rows by primary key), not a sum over the
 * month's transactions. The outer columns are named in full: Drizzle leaves
 * them unqualified in a one-table select, where a subquery would resolve them
 * to its own table.
 */
function selectBudgets(db: Executor, ledgerId: string | Placeholder, where: SQL | undefined) {
  const categories = sql<CategoryJson[]>`coalesce((
    select json_agg(json_build_object(
      'name', c.name, 'type', c.type, 'budgetedCents', c.budgeted_cents, 'sortOrder', c.sort_order
    ) order by c.position)
    from ${budgetCategories} c where c.ledger_id = budgets.ledger_id and c.budget_id = budgets.id
  ), '[]'::json)`;
  const actuals = sql<Record<string, number | string>>`coalesce((
    select json_object_agg(a.type || ':' || a.category_key, a.amount_cents)
    from ${monthCategoryTotals} a
    where a.ledger_id = budgets.ledger_id and a.month = budgets.month
  ), '{}'::json)`;
  return db
    .select({
      id: budgets.id,
      month: budgets.month,
      toBeBudgetedRolloverCents: budgets.toBeBudgetedRolloverCents,
      version: budgets.version,
      categories,
      actuals,
    })
    .from(budgets)
    .where(and(eq(budgets.ledgerId, ledgerId), where))
    .orderBy(desc(budgets.month));
}

type BudgetRow = Awaited<ReturnType<typeof selectBudgets>>[number];

/** A budget with server-computed actuals and totals. */
function present(row: BudgetRow): Budget {
  let budgetedCents = 0;
  let actualCents = 0;
  const categories = row.categories.map((c) => {
    // Names are unique per type ignoring case, so matching ignoring case is unambiguous.
    const actual = Number(row.actuals[categoryUniquenessKey(c)] ?? 0);
    if (c.type !== 'income') budgetedCents += Number(c.budgetedCents);
    actualCents += actual;
    return {
      name: c.name,
      type: c.type,
      budgetedAmount: fromCents(Number(c.budgetedCents)),
      actualAmount: fromCents(actual),
      sortOrder: c.sortOrder,
    };
  });
  return {
    _id: row.id,
    month: firstDayToISO(row.month),
    categories,
    totalBudgeted: fromCents(budgetedCents),
    totalActual: fromCents(actualCents),
    toBeBudgetedRollover: fromCents(row.toBeBudgetedRolloverCents),
    version: row.version,
  };
}

async function listWhere(
  db: Executor,
  ledgerId: string,
  where: SQL | undefined,
): Promise<Budget[]> {
  const rows = await selectBudgets(db, ledgerId, where);
  return rows.map(present);
}

/** The list reads, prepared once per database (they are the dashboard's hottest calls). */
const budgetPage = perDatabase((db) =>
  selectBudgets(db, sql.placeholder('ledgerId'), undefined)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('budgets_page'),
);
const monthBudget = perDatabase((db) =>
  selectBudgets(
    db,
    sql.placeholder('ledgerId'),
    eq(budgets.month, sql.placeholder('month')),
  ).prepare('budgets_month'),
);

export interface BudgetPage {
  budgets: Budget[];
  /** Whether older budgets follow on the next page. */
  hasMore: boolean;
}

/** One page of the ledger's budgets, newest month first. */
export async function listBudgets(
  db: Db,
  ledgerId: string,
  page: { page: number; limit: number },
): Promise<BudgetPage> {
  // One row more than the page tells whether another page follows, without a count.
  const rows = await budgetPage(db).execute({
    ledgerId,
    limit: page.limit + 1,
    offset: (page.page - 1) * page.limit,
  });
  return { budgets: rows.slice(0, page.limit).map(present), hasMore: rows.length > page.limit };
}

/** The budget of `firstDay`, as a list of 0 or 1. */
export async function listMonthBudget(
  db: Db,
  ledgerId: string,
  firstDay: string,
): Promise<Budget[]> {
  const rows = await monthBudget(db).execute({ ledgerId, month: firstDay });
  return rows.map(present);
}

/** One budget of the ledger; another ledger's id is as missing as an unknown one. */
export async function getBudget(db: Executor, ledgerId: string, id: string): Promise<Budget> {
  const [budget] = await listWhere(db, ledgerId, eq(budgets.id, id));
  if (!budget) throw notFound(BUDGET_NOT_FOUND);
  return budget;
}

export async function listBudgetMonths(db: Executor, ledgerId: string): Promise<string[]> {
  const rows = await db
    .select({ month: budgets.month })
    .from(budgets)
    .where(eq(budgets.ledgerId, ledgerId))
    .orderBy(desc(budgets.month));
  return rows.map((row) => firstDayToISO(row.month));
}

/** The ledger's budgets up to and including `firstDay`, oldest first (rollover chains, plan ahead (docs/product/plan.md)). */
export async function listBudgetsUpTo(
  db: Executor,
  ledgerId: string,
  firstDay: string,
): Promise<Budget[]> {
  return (await listWhere(db, ledgerId, lte(budgets.month, firstDay))).reverse();
}
