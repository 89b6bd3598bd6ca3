// owner: F
/**
 * A month in query keys and in `?month=`: 'YYYY-MM' (UTC). The dashboard holds a month
 * as an ISO date-time, the Transactions page as 'YYYY-MM-DD' dates; both meet here, so
 * one month is one key whichever screen asked for it.
 */
export type MonthKey = string;

export function monthKey(value: string | Date): MonthKey {
  if (typeof value === 'string' && /^\d{4}-\d{2}/.test(value)) return value.slice(0, 7);
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toISOString().slice(0, 7);
}
