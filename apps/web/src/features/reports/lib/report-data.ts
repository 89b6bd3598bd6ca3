import { fromCents, toCents } from '@elevate/shared';
import type { ReportMonth } from '@elevate/shared/schemas/reports';
import { currentIntl } from '../../../lib/i18n/app-intl.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';

/** 'YYYY-MM' → 'Nov 2026' ('Nov. 2026' in German), in the language the app speaks now. */
export const labelOf = (month: string) =>
  currentIntl().formatDate(`${month}-01T00:00:00Z`, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const usd = (amount: number) => formatMoney(amount);

/** 12.5 → '12.5%' ('12,5 %' in German), always one decimal. */
export const percentText = (value: number) =>
  currentIntl().formatNumber(value / 100, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

export interface CategoryShare {
  name: string;
  amount: number;
  /** Percent of the range's spending in categories with a net spend above 0. */
  share: number;
}

/**
 * Expense actuals per category over the range (names matched ignoring case, the
 * latest month's spelling kept), largest first. A category whose refunds
 * outweigh its spending has no slice.
 */
export function spendingByCategory(months: readonly ReportMonth[]): CategoryShare[] {
  const totals = new Map<string, { name: string; cents: number }>();
  for (const month of months) {
    for (const c of month.categories) {
      if (c.type !== 'expense') continue;
      const key = c.name.toLowerCase();
      const entry = totals.get(key) ?? { name: c.name, cents: 0 };
      entry.name = c.name;
      entry.cents += toCents(c.actual);
      totals.set(key, entry);
    }
  }
  const positive = [...totals.values()].filter((t) => t.cents > 0);
  const sum = positive.reduce((s, t) => s + t.cents, 0);
  return positive
    .sort((a, b) => b.cents - a.cents)
    .map((t) => ({ name: t.name, amount: fromCents(t.cents), share: (t.cents / sum) * 100 }));
}

export interface MonthRow {
  month: string;
  label: string;
  income: number;
  expense: number;
  savings: number;
  /** Net remaining as on the Budgets page: income − expense. */
  net: number;
  /** Savings as a percent of income; 0 without income (the dashboard's rule). */
  savingsRate: number;
}

export function monthRows(months: readonly ReportMonth[]): MonthRow[] {
  return months.map((m) => {
    const [income, expense, savings] = [m.income, m.expense, m.savings].map((t) =>
      toCents(t.actual),
    );
    return {
      month: m.month,
      label: labelOf(m.month),
      income: fromCents(income ?? 0),
      expense: fromCents(expense ?? 0),
      savings: fromCents(savings ?? 0),
      net: fromCents((income ?? 0) - (expense ?? 0)),
      savingsRate: (income ?? 0) > 0 ? ((savings ?? 0) / (income ?? 1)) * 100 : 0,
    };
  });
}

/** Expense and savings categories of the range, by name ignoring case, A to Z. */
export function budgetableCategories(months: readonly ReportMonth[]): string[] {
  const names = new Map<string, string>();
  for (const m of months) {
    for (const c of m.categories) if (c.type !== 'income') names.set(c.name.toLowerCase(), c.name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

export interface BudgetRow {
  month: string;
  label: string;
  actual: number;
  budgeted: number;
}

/** One category's actual and budgeted amount in every month of the range (0 where absent). */
export function categoryVsBudget(months: readonly ReportMonth[], name: string): BudgetRow[] {
  const key = name.toLowerCase();
  return months.map((m) => {
    const lines = m.categories.filter((c) => c.type !== 'income' && c.name.toLowerCase() === key);
    const sum = (pick: (c: (typeof lines)[number]) => number) =>
      fromCents(lines.reduce((s, c) => s + toCents(pick(c)), 0));
    return {
      month: m.month,
      label: labelOf(m.month),
      actual: sum((c) => c.actual),
      budgeted: sum((c) => c.budgeted),
    };
  });
}

/** Whether a month holds anything at all: an amount spent, earned, saved or budgeted. */
const hasData = (m: ReportMonth) =>
  [m.income, m.expense, m.savings].some((t) => t.actual !== 0 || t.budgeted !== 0) ||
  m.categories.some((c) => c.actual !== 0 || c.budgeted !== 0);

/**
 * The range without its empty months before the first one with data, so months before
 * the user's first transaction are not drawn as $0. An all-empty range stays as it is
 * (the charts say 'No data in this range'). `trimmed` counts the months left out.
 */
export function trimLeadingEmpty(months: readonly ReportMonth[]) {
  const first = months.findIndex(hasData);
  const trimmed = first > 0 ? first : 0;
  return { months: months.slice(trimmed), trimmed };
}

/**
 * The expense or savings category with the most activity over the range (money moved,
 * refunds included; the budget breaks ties), so the budget chart opens on a full one.
 */
export function busiestCategory(months: readonly ReportMonth[]): string | null {
  const activity = new Map<string, { name: string; moved: number; budgeted: number }>();
  for (const m of months) {
    for (const c of m.categories) {
      if (c.type === 'income') continue;
      const key = c.name.toLowerCase();
      const entry = activity.get(key) ?? { name: c.name, moved: 0, budgeted: 0 };
      entry.name = c.name;
      entry.moved += Math.abs(toCents(c.actual));
      entry.budgeted += Math.abs(toCents(c.budgeted));
      activity.set(key, entry);
    }
  }
  const [top] = [...activity.values()].sort(
    (a, b) => b.moved - a.moved || b.budgeted - a.budgeted || a.name.localeCompare(b.name),
  );
  return top ? top.name : null;
}
