import type { Suggestions } from '@elevate/shared/schemas/plan-ahead';
import {
  categoryUniquenessKey,
  formatMonthYear,
  occurrencesBetween,
  SUGGESTION_MONTHS,
  suggestFromHistory,
  budgetMonthDays,
  type CategoryType,
} from '@elevate/shared';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { budgets, monthCounts, recurringRules } from '../../db/schema.ts';
import { sql } from 'drizzle-orm';
import { scheduleOf } from '../recurring/occurrences.ts';
import { monthBounds, type BudgetLedger } from '../../lib/first-day-of-month.ts';
import { listMonthBudget } from './budget-view.ts';

interface Entry {
  name: string;
  type: CategoryType;
}

/**
 * 'Suggest from history' (plan ahead, docs/product/plan.md): for each expense and savings category —
 * the latest earlier budget's, then any with spending in the months read or a
 * recurring rule — the average of the last 3 months with any transaction, or
 * the category's recurring occurrences in the new month when more.
 */
export async function suggestionsFor(
  db: Db,
  { ledgerId, monthStartDay }: BudgetLedger,
  month: string,
): Promise<Suggestions> {
  const firstDay = `${month}-01`;
  // The new budget month's days (from the 25th of the month before, with day 25).
  const days = budgetMonthDays(month, monthStartDay);
  const withData = await db
    .select({ month: monthCounts.month })
    .from(monthCounts)
    .where(
      and(
        eq(monthCounts.ledgerId, ledgerId),
        lt(monthCounts.month, firstDay),
        gt(monthCounts.count, 0),
      ),
    )
    .orderBy(desc(monthCounts.month))
    .limit(SUGGESTION_MONTHS);
  const months = withData.map((m) => m.month).reverse();

  const totals = months.length
    ? rowsOf<{ month: string; type: CategoryType; key: string; cents: string | number }>(
        await db.execute(sql`
          SELECT month::text AS month, type, category_key AS key, amount_cents AS cents
          FROM month_category_totals
          WHERE ledger_id = ${ledgerId} AND type IN ('expense', 'savings')
            AND month IN (${sql.join(
              months.map((m) => sql`${m}::date`),
              sql`, `,
            )})`),
      )
    : [];
  const names = months.length
    ? rowsOf<{ type: CategoryType; name: string }>(
        await db.execute(sql`
          SELECT DISTINCT ON (type, lower(category)) type, category AS name
          FROM transactions
          WHERE ledger_id = ${ledgerId} AND type IN ('expense', 'savings')
            AND date >= ${monthBounds(months[0] ?? firstDay, monthStartDay).start.toISOString()}::timestamptz
            AND date < ${monthBounds(firstDay, monthStartDay).start.toISOString()}::timestamptz
          ORDER BY type, lower(category), date DESC`),
      )
    : [];

  const rules = await db.select().from(recurringRules).where(eq(recurringRules.ledgerId, ledgerId));
  const recurring = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const add = (entry: Entry) => {
    const key = categoryUniquenessKey(entry);
    if (!entries.has(key)) entries.set(key, entry);
  };

  const [latest] = await db
    .select({ month: budgets.month })
    .from(budgets)
    .where(and(eq(budgets.ledgerId, ledgerId), lt(budgets.month, firstDay)))
    .orderBy(desc(budgets.month))
    .limit(1);
  const [previous] = latest ? await listMonthBudget(db, ledgerId, latest.month) : [];
  previous?.categories.forEach((c) => c.type !== 'income' && add({ name: c.name, type: c.type }));
  names.forEach(add);
  for (const rule of rules) {
    if (rule.type === 'income') continue;
    const n = occurrencesBetween(scheduleOf(rule), days.first, days.last).length;
    if (n === 0) continue;
    add({ name: rule.category, type: rule.type });
    const key = categoryUniquenessKey({ name: rule.category, type: rule.type });
    recurring.set(key, (recurring.get(key) ?? 0) + n * rule.amountCents);
  }

  const label = formatMonthYear(`${firstDay}T00:00:00Z`);
  return {
    categories: [...entries.entries()].map(([key, entry]) => {
      const monthTotalsCents = months.map((m) =>
        totals
          .filter((t) => t.month === m && `${t.type}:${t.key}` === key)
          .reduce((sum, t) => sum + Number(t.cents), 0),
      );
      const { suggested, basis } = suggestFromHistory({
        monthTotalsCents,
        months,
        recurringCents: recurring.get(key) ?? 0,
        targetMonthLabel: label,
      });
      return { ...entry, suggested, basis };
    }),
  };
}
