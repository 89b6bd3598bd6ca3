/**
 * Budget months live in UTC: a budget's month is the first instant of the
 * month in UTC, so every time zone agrees on which month a date belongs to.
 */
type DateInput = Date | string | number;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** Date.UTC, except that years 0-99 stay themselves (Date.UTC(1, 0) is 1901). */
function utc(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

export function startOfMonthUTC(value: DateInput): Date {
  const date = toDate(value);
  return utc(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** 'YYYY-MM-01T00:00:00.000Z': the month as the API sends and expects it. */
export function monthISO(value: DateInput): string {
  return startOfMonthUTC(value).toISOString();
}

/** The first day of the month `count` months away (Dec + 1 is next year's Jan). */
export function addMonths(value: DateInput, count: number): Date {
  const date = toDate(value);
  return utc(date.getUTCFullYear(), date.getUTCMonth() + count, 1);
}

export function isSameMonth(a: DateInput, b: DateInput): boolean {
  return startOfMonthUTC(a).getTime() === startOfMonthUTC(b).getTime();
}

export function isCurrentMonth(month: DateInput, now: DateInput = new Date()): boolean {
  return isSameMonth(month, now);
}

/** Next is allowed only while the selected month is before the current one. */
export function canNavigateNext(selected: DateInput, now: DateInput = new Date()): boolean {
  return startOfMonthUTC(selected).getTime() < startOfMonthUTC(now).getTime();
}

/** Previous is allowed only while the selected month is after the earliest budget month. */
export function canNavigatePrev(
  selected: DateInput,
  earliestAvailable: DateInput | null | undefined,
): boolean {
  if (earliestAvailable === null || earliestAvailable === undefined) return false;
  return startOfMonthUTC(selected).getTime() > startOfMonthUTC(earliestAvailable).getTime();
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** First instant of the month to its last millisecond, as ISO strings (the transaction filter range). */
export function monthRangeUTC(month: DateInput): DateRange {
  const start = startOfMonthUTC(month);
  const end = new Date(addMonths(start, 1).getTime() - 1);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

/** Start and end of one UTC day, as ISO strings; a 'YYYY-MM-DD' string means that calendar day. */
export function dayRangeUTC(value: DateInput): DateRange {
  const date = toDate(value);
  const start = utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()).getTime();
  return {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 24 * 60 * 60 * 1000 - 1).toISOString(),
  };
}

const monthYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'November 2026' */
export function formatMonthYear(value: DateInput): string {
  return monthYearFormat.format(toDate(value));
}

/** 'Nov 21, 2026', read in UTC so a stored date never shifts a day. */
export function formatShortDate(value: DateInput): string {
  return shortDateFormat.format(toDate(value));
}
