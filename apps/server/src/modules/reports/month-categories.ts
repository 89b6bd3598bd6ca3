import type { CategoryType } from '@elevate/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { BudgetLedger } from '../../lib/first-day-of-month.ts';

/** One category of one month: its budget line, its trigger-kept actuals, or both. */
export interface MonthCategory {
  /** 'YYYY-MM' */
  month: string;
  type: CategoryType;
  /** lower(name): how budgets and the month totals match a category. */
  key: string;
  name: string;
  actualCents: number;
  budgetedCents: number;
  /** Transactions behind actualCents. */
  count: number;
  /** Whether the month's budget has this category. */
  inBudget: boolean;
}

export interface MonthBudget {
  month: string;
  rolloverCents: number;
}

export interface MonthCategories {
  categories: MonthCategory[];
  /** The months of the range that have a budget. */
  budgets: MonthBudget[];
}

/** 'YYYY-MM' → the month's `date` key. */
const dateKey = (month: string) => `${month}-01`;

/**
 * The categories of every month from `from` to `to`, in one statement: the
 * months' budget lines joined with the trigger-kept month totals (decision
 * 0009), never a sum over transactions. A category with transactions but no
 * budget line takes the name of its latest transaction that budget month: one probe
 * of transactions_ledger_category_idx, made only for such a category (the
 * totals keep the name in lower case). Ordered as the dashboard lists them:
 * by sortOrder, then the budget's own order, then unbudgeted ones by name.
 */
export async function loadMonthCategories(
  db: Db,
  { ledgerId, monthStartDay }: BudgetLedger,
  from: string,
  to: string,
): Promise<MonthCategories> {
  const [first, last] = [dateKey(from), dateKey(to)];
  const categories = db.execute(sql`
    with kept as (
      select month, type, category_key, amount_cents, count from month_category_totals
      where ledger_id = ${ledgerId} and month >= ${first}::date and month <= ${last}::date
    ), lines as (
      select b.month, c.type, c.name, lower(c.name) as category_key, c.budgeted_cents,
        c.sort_order, c.position
      from budgets b join budget_categories c on c.ledger_id = b.ledger_id and c.budget_id = b.id
      where b.ledger_id = ${ledgerId} and b.month >= ${first}::date and b.month <= ${last}::date
    )
    select to_char(coalesce(l.month, k.month), 'YYYY-MM') as month,
      coalesce(l.type, k.type) as type,
      coalesce(l.category_key, k.category_key) as key,
      coalesce(l.name, (
        select x.category from transactions x
        where x.ledger_id = ${ledgerId} and x.type = k.type and lower(x.category) = k.category_key
          and x.date >= elevate_budget_month_start(k.month, ${monthStartDay}::int)
          and x.date < elevate_budget_month_start((k.month + interval '1 month')::date, ${monthStartDay}::int)
        order by x.date desc limit 1
      ), k.category_key) as name,
      coalesce(k.amount_cents, 0)::float8 as actual,
      coalesce(l.budgeted_cents, 0)::float8 as budgeted,
      coalesce(k.count, 0)::float8 as count,
      l.name is not null as in_budget
    from lines l full join kept k
      on k.month = l.month and k.type = l.type and k.category_key = l.category_key
    order by 1, l.sort_order nulls last, l.position nulls last, 4`);
  const budgets = db.execute(sql`
    select to_char(month, 'YYYY-MM') as month, to_be_budgeted_rollover_cents::float8 as rollover
    from budgets
    where ledger_id = ${ledgerId} and month >= ${first}::date and month <= ${last}::date`);
  type Row = {
    month: string;
    type: CategoryType;
    key: string;
    name: string;
    actual: number;
    budgeted: number;
    count: number;
    in_budget: boolean;
  };
  const [categoryRows, budgetRows] = await Promise.all([categories, budgets]);
  return {
    categories: rowsOf<Row>(categoryRows).map((row) => ({
      month: row.month,
      type: row.type,
      key: row.key,
      name: row.name,
      actualCents: Number(row.actual),
      budgetedCents: Number(row.budgeted),
      count: Number(row.count),
      inBudget: row.in_budget,
    })),
    budgets: rowsOf<{ month: string; rollover: number }>(budgetRows).map((row) => ({
      month: row.month,
      rolloverCents: Number(row.rollover),
    })),
  };
}
