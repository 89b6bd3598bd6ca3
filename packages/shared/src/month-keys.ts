/**
 * Months as 'YYYY-MM' keys (UTC), as the reports speak them. An index counts
 * months from year 0, so a range's length is a subtraction.
 */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** The inverse of monthIndex: 'YYYY-MM'. */
export function monthFromIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month `count` months after `month` (negative for before). */
export function shiftMonth(month: string, count: number): string {
  return monthFromIndex(monthIndex(month) + count);
}

/** Every month from `from` to `to`, both included; empty when `from` is after `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i += 1) months.push(monthFromIndex(i));
  return months;
}

/** The UTC month of a date as 'YYYY-MM'. */
export function monthKeyOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
