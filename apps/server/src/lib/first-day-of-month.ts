/**
 * A budget month is stored as a `date`, its first day ('YYYY-MM-01'), and spoken
 * by the API as the first instant of that day in UTC ('YYYY-MM-01T00:00:00.000Z').
 * Neither is a MonthKey ('YYYY-MM', packages/shared/src/month-keys.ts); the names
 * here say "first day" so the two never meet by accident.
 */
export function firstDayOfMonth(month: Date): string {
  return month.toISOString().slice(0, 10);
}

/** 'YYYY-MM-01' → 'YYYY-MM-01T00:00:00.000Z'. */
export function firstDayToISO(firstDay: string): string {
  return `${firstDay}T00:00:00.000Z`;
}

/** [start, end) of the month that begins on `firstDay`, in UTC: the date range of that budget's transactions. */
export function monthBounds(firstDay: string): { start: Date; end: Date } {
  const start = new Date(firstDayToISO(firstDay));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return { start, end };
}

/** Whether `value` is a stored budget month: a first day 'YYYY-MM-01' of a real month. */
export function isFirstDay(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])-01$/.test(value);
}
