import { budgetMonthDays, budgetMonthOf, monthKey, type MonthKey } from '@elevate/shared';
import { currentIntl } from './i18n/app-intl.ts';
import { translate } from './i18n/use-t.ts';

/** '25 Mar' ('25. März'): a 'YYYY-MM-DD' day, read in UTC like every budget date. */
function dayAndMonth(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  // The month's name as it reads beside a day ('März' in German, where alone it is 'Mär').
  const month =
    currentIntl()
      .formatDateToParts(date, { day: 'numeric', month: 'short', timeZone: 'UTC' })
      .find((part) => part.type === 'month')?.value ?? '';
  return translate('lib.budgetMonths.dayMonth', { day: date.getUTCDate(), month });
}

/**
 * The days a budget month covers, '25 Mar – 24 Apr', shown beside its name (in the app's
 * language, worked out as the screen renders). Null with the start day 1: a calendar month
 * needs no range, and the screens then look as they always did.
 * `month`: 'YYYY-MM' or the budget API's 'YYYY-MM-01T…'.
 */
export function budgetMonthRangeText(month: string | Date, startDay: number): string | null {
  if (startDay <= 1) return null;
  const { first, last } = budgetMonthDays(monthKey(month), startDay);
  return translate('lib.budgetMonths.range', {
    first: dayAndMonth(first),
    last: dayAndMonth(last),
  });
}

/** Today's budget month: with start day 25, on 26 March that is April. */
export function currentBudgetMonth(startDay: number, now: Date = new Date()): MonthKey {
  return budgetMonthOf(now, startDay);
}

/** Whether `month` is today's budget month (the 'Current Month' and 'This Month' badges). */
export function isCurrentBudgetMonth(month: string | Date, startDay: number, now?: Date): boolean {
  return monthKey(month) === currentBudgetMonth(startDay, now);
}

/** Next is allowed only before today's budget month: future months cannot be reached. */
export function isBeforeCurrentBudgetMonth(
  month: string | Date,
  startDay: number,
  now?: Date,
): boolean {
  return monthKey(month) < currentBudgetMonth(startDay, now);
}
