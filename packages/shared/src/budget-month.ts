import { monthFromIndex, monthIndex, type MonthKey } from './month-keys.ts';

/**
 * A ledger's budget month may start on any day from 1 to 28 ("budget month
 * starts on day"). With 25, the budget month 'April 2026' covers 25 March to
 * 24 April: a date on or after the start day belongs to the next calendar
 * month's budget. 28 is the last choice so every month has the day.
 */
export const MONTH_START_DAY_MIN = 1;
export const MONTH_START_DAY_MAX = 28;
export const DEFAULT_MONTH_START_DAY = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(year: number, monthIndex0: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex0, day);
  return date;
}

/** The budget month ('YYYY-MM') a date belongs to, read in UTC like every budget date. */
export function budgetMonthOf(value: Date | string, startDay: number): MonthKey {
  const date = typeof value === 'string' ? new Date(value) : value;
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth();
  const shifted = startDay > 1 && date.getUTCDate() >= startDay ? index + 1 : index;
  return monthFromIndex(shifted);
}

/**
 * [start, end) of a budget month in UTC: with start day 1 the calendar month,
 * with 25 from the 25th of the month before to the 25th of the month itself.
 */
export function budgetMonthBounds(month: MonthKey, startDay: number): { start: Date; end: Date } {
  const index = monthIndex(month);
  const year = Math.floor(index / 12);
  const m = index % 12;
  if (startDay <= 1) return { start: utcDay(year, m, 1), end: utcDay(year, m + 1, 1) };
  return { start: utcDay(year, m - 1, startDay), end: utcDay(year, m, startDay) };
}

/** A budget month's first instant to its last millisecond, as ISO strings (a transaction filter range). */
export function budgetMonthRange(
  month: MonthKey,
  startDay: number,
): { startDate: string; endDate: string } {
  const { start, end } = budgetMonthBounds(month, startDay);
  return { startDate: start.toISOString(), endDate: new Date(end.getTime() - 1).toISOString() };
}

/** The first and last day ('YYYY-MM-DD') of a budget month, for showing its range. */
export function budgetMonthDays(
  month: MonthKey,
  startDay: number,
): { first: string; last: string } {
  const { start, end } = budgetMonthBounds(month, startDay);
  return {
    first: start.toISOString().slice(0, 10),
    last: new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10),
  };
}
