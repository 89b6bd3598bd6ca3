/**
 * A month as a key: 'YYYY-MM' (UTC). Query keys, `?month=` and the reports speak
 * months this way; the budget API's 'YYYY-MM-01T00:00:00.000Z' is a different thing
 * (month.ts), and so is the server's stored first day 'YYYY-MM-01'.
 */
export type MonthKey = string;

/**
 * The month key of a date, or of a string that starts with 'YYYY-MM' (an ISO date-time
 * from the dashboard, a 'YYYY-MM-DD' date from the Transactions page, or a key itself).
 * Any other string is read as a date.
 */
export function monthKey(value: string | Date): MonthKey {
  if (typeof value === 'string' && /^\d{4}-\d{2}/.test(value)) return value.slice(0, 7);
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toISOString().slice(0, 7);
}

/** An index counts months from year 0, so a range's length is a subtraction. */
export function monthIndex(month: MonthKey): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** The inverse of monthIndex: 'YYYY-MM'. */
export function monthFromIndex(index: number): MonthKey {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month `count` months after `month` (negative for before). */
export function shiftMonth(month: MonthKey, count: number): MonthKey {
  return monthFromIndex(monthIndex(month) + count);
}

/** Every month from `from` to `to`, both included; empty when `from` is after `to`. */
export function monthsBetween(from: MonthKey, to: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i += 1) months.push(monthFromIndex(i));
  return months;
}
