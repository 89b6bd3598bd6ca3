/**
 * Schedule arithmetic of recurring transactions (plan ahead, docs/product/plan.md). Dates are UTC
 * calendar days as 'YYYY-MM-DD'. The n-th occurrence is computed from the
 * start, never from the previous one, so a rule on the 31st comes back to the
 * 31st after February (clamped to the 28th or 29th there) instead of drifting.
 */
import { plural } from './plural.ts';

export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export interface Schedule {
  frequency: RecurringFrequency;
  /** Every `interval` days / weeks / months / years (1 or more). */
  interval: number;
  startDate: string;
  endDate?: string | null | undefined;
  /** At most this many occurrences in all. */
  count?: number | null | undefined;
  /** Monthly only: on the last day of each month, whatever day the start is. */
  lastDayOfMonth?: boolean | null | undefined;
}

const DAY_MS = 86_400_000;

function parts(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))];
}

function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** 'YYYY-MM-DD' of a Date, read in UTC. */
export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysInMonth(year: number, monthIndex: number): number {
  return utcDay(year, monthIndex + 1, 0).getUTCDate();
}

export function addDays(day: string, count: number): string {
  const [y, m, d] = parts(day);
  return toDay(new Date(utcDay(y, m, d).getTime() + count * DAY_MS));
}

/** The day `months` months after `day`'s month, on `dayOfMonth` clamped to that month's length. */
function monthDay(day: string, months: number, dayOfMonth: number | 'last'): string {
  const [y, m] = parts(day);
  const first = utcDay(y, m + months, 1);
  const length = daysInMonth(first.getUTCFullYear(), first.getUTCMonth());
  const d = dayOfMonth === 'last' ? length : Math.min(dayOfMonth, length);
  return toDay(utcDay(first.getUTCFullYear(), first.getUTCMonth(), d));
}

/** The n-th (0-based) date of the schedule, ignoring its end date and count. */
export function occurrenceDate(schedule: Schedule, n: number): string {
  const { frequency, interval, startDate } = schedule;
  const startDayOfMonth = parts(startDate)[2];
  switch (frequency) {
    case 'daily':
      return addDays(startDate, n * interval);
    case 'weekly':
      return addDays(startDate, n * interval * 7);
    case 'monthly':
      return monthDay(startDate, n * interval, schedule.lastDayOfMonth ? 'last' : startDayOfMonth);
    case 'yearly':
      // Feb 29 falls on Feb 28 in the years without one.
      return monthDay(startDate, n * interval * 12, startDayOfMonth);
  }
}

/** Whether the n-th occurrence exists at all (count and end date). */
export function isWithinEnd(schedule: Schedule, n: number): boolean {
  if (schedule.count != null && n >= schedule.count) return false;
  return schedule.endDate == null || occurrenceDate(schedule, n) <= schedule.endDate;
}

const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  return (ty - fy) * 12 + (tm - fm);
};

/** The index of the first occurrence on or after `day` (it may lie past the end). */
export function firstIndexOnOrAfter(schedule: Schedule, day: string): number {
  if (day <= schedule.startDate) return 0;
  const { frequency, interval, startDate } = schedule;
  const [sy, sm, sd] = parts(startDate);
  const [y, m, d] = parts(day);
  const days = Math.round((utcDay(y, m, d).getTime() - utcDay(sy, sm, sd).getTime()) / DAY_MS);
  let n: number;
  if (frequency === 'daily') n = Math.floor(days / interval);
  else if (frequency === 'weekly') n = Math.floor(days / (7 * interval));
  else {
    const step = frequency === 'monthly' ? interval : interval * 12;
    n = Math.floor(monthsBetween(startDate, day) / step);
  }
  // The estimate is at most one step early or late; walk to the exact index.
  n = Math.max(0, n - 1);
  while (occurrenceDate(schedule, n) < day) n += 1;
  return n;
}

export interface Occurrence {
  index: number;
  date: string;
}

/** Occurrences with from ≤ date ≤ to, at most `limit` of them, in date order. */
export function occurrencesBetween(
  schedule: Schedule,
  from: string,
  to: string,
  limit = 1000,
): Occurrence[] {
  const out: Occurrence[] = [];
  for (let n = firstIndexOnOrAfter(schedule, from); out.length < limit; n += 1) {
    const date = occurrenceDate(schedule, n);
    if (date > to || !isWithinEnd(schedule, n)) break;
    out.push({ index: n, date });
  }
  return out;
}

/** The first occurrence on or after `day`, or null once the schedule has ended. */
export function nextOccurrence(schedule: Schedule, day: string): Occurrence | null {
  const index = firstIndexOnOrAfter(schedule, day);
  return isWithinEnd(schedule, index) ? { index, date: occurrenceDate(schedule, index) } : null;
}

/** Whether `day` is one of the schedule's dates (within its end). */
export function isOccurrence(schedule: Schedule, day: string): boolean {
  const next = nextOccurrence(schedule, day);
  return next !== null && next.date === day;
}

/** Monthly rules on a day some months lack: shown beside the schedule so the clamp is no surprise. */
export function clampNote(schedule: Schedule): string | null {
  const day = parts(schedule.startDate)[2];
  if (schedule.frequency === 'monthly' && !schedule.lastDayOfMonth && day > 28) {
    return `In months without a ${day}th day, this happens on the last day of the month.`;
  }
  if (schedule.frequency === 'yearly' && schedule.startDate.slice(5) === '02-29') {
    return 'In years without February 29, this happens on February 28.';
  }
  return null;
}

const UNITS: Record<RecurringFrequency, string> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

/** 'Every month on the last day', 'Every 2 weeks', 'Every year'. */
export function describeSchedule(schedule: Schedule): string {
  const unit = UNITS[schedule.frequency];
  const every = plural(schedule.interval, { one: `Every ${unit}`, other: `Every # ${unit}s` });
  if (schedule.frequency !== 'monthly') return every;
  if (schedule.lastDayOfMonth) return `${every} on the last day`;
  return `${every} on day ${parts(schedule.startDate)[2]}`;
}
