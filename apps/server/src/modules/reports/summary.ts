import { fromCents, monthsBetween, type CategoryType } from '@elevate/shared';
import type { ReportMonth, ReportSummary } from '@elevate/shared/schemas/reports';
import type { Db } from '../../db/database.ts';
import type { BudgetLedger } from '../../lib/first-day-of-month.ts';
import { loadMonthCategories } from './month-categories.ts';

type Sums = Record<CategoryType, { actual: number; budgeted: number }>;

const emptySums = (): Sums => ({
  income: { actual: 0, budgeted: 0 },
  expense: { actual: 0, budgeted: 0 },
  savings: { actual: 0, budgeted: 0 },
});

const toDollars = (sums: Sums[CategoryType]) => ({
  actual: fromCents(sums.actual),
  budgeted: fromCents(sums.budgeted),
});

/**
 * Every month of the range, oldest first, in dollars. A type's actual counts
 * every transaction of the month, also those filed under a category the
 * month's budget does not have (the dashboard shows only the budget's lines).
 */
export async function reportSummary(
  db: Db,
  ledger: BudgetLedger,
  from: string,
  to: string,
): Promise<ReportSummary> {
  const { categories } = await loadMonthCategories(db, ledger, from, to);
  const byMonth = new Map(
    monthsBetween(from, to).map((month) => [
      month,
      { sums: emptySums(), categories: [] as ReportMonth['categories'] },
    ]),
  );
  for (const category of categories) {
    const entry = byMonth.get(category.month);
    if (!entry) continue;
    const sums = entry.sums[category.type];
    sums.actual += category.actualCents;
    sums.budgeted += category.budgetedCents;
    entry.categories.push({
      name: category.name,
      type: category.type,
      actual: fromCents(category.actualCents),
      budgeted: fromCents(category.budgetedCents),
    });
  }
  return {
    months: [...byMonth].map(([month, entry]) => ({
      month,
      income: toDollars(entry.sums.income),
      expense: toDollars(entry.sums.expense),
      savings: toDollars(entry.sums.savings),
      categories: entry.categories,
    })),
  };
}
