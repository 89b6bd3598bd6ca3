/**
 * A budget month is stored as a `date` ('YYYY-MM-01') and spoken as the first
 * instant of the month in UTC ('YYYY-MM-01T00:00:00.000Z').
 */
export function toMonthKey(month: Date): string {
  return month.toISOString().slice(0, 10);
}

export function monthKeyToISO(key: string): string {
  return `${key}T00:00:00.000Z`;
}

/** [start, end) of the month in UTC: the date range of that budget's transactions. */
export function monthBounds(key: string): { start: Date; end: Date } {
  const start = new Date(monthKeyToISO(key));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return { start, end };
}
