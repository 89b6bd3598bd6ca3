import { budgetMonthOf, shiftMonth, type CategoryType } from '@elevate/shared';
import type { InsightKind } from '@elevate/shared/schemas/reports';
import type { MonthBudget, MonthCategory } from '../reports/month-categories.ts';

/** How far back the rules look: the 6-month averages need six whole months before M. */
export const HISTORY_MONTHS = 6;

/** A transaction of the month at or above its category's 'unusually large' bar. */
export interface LargeCandidate {
  id: string;
  key: string;
  category: string;
  description: string;
  amountCents: number;
  date: Date;
}

/** Everything the rules read: months M-6 to M from the kept totals, and a few rows of M. */
export interface InsightData {
  /** 'YYYY-MM' */
  month: string;
  now: Date;
  /** The day the ledger's budget month starts on (decision 0063): M is a budget month. */
  monthStartDay: number;
  categories: MonthCategory[];
  /** M's budget, when there is one. */
  budget: MonthBudget | undefined;
  large: LargeCandidate[];
}

/** An insight before its id: the subject says what it is about within its kind and month. */
export interface DraftInsight {
  kind: InsightKind;
  subject: string;
  text: string;
  why: string;
}

/** Whether M is the budget month running now (its insights speak of 'so far'). */
export const isMonthRunning = (data: InsightData) =>
  budgetMonthOf(data.now, data.monthStartDay) === data.month;

export const categoriesOf = (data: InsightData, month: string, type?: CategoryType) =>
  data.categories.filter((c) => c.month === month && (type === undefined || c.type === type));

/** A type's actual cents in a month, every category of it counted. */
export function typeTotal(data: InsightData, month: string, type: CategoryType): number {
  return categoriesOf(data, month, type).reduce((sum, c) => sum + c.actualCents, 0);
}

/** The same category (type and key) in `offset` months' time (negative: before). */
export function sameCategory(data: InsightData, category: MonthCategory, offset: number) {
  const month = shiftMonth(category.month, offset);
  return data.categories.find(
    (c) => c.month === month && c.type === category.type && c.key === category.key,
  );
}

/** The months before M, oldest first: previous(data, 3) is M-3, M-2, M-1. */
export const previousMonths = (data: InsightData, count: number) =>
  Array.from({ length: count }, (_, i) => shiftMonth(data.month, i - count));
