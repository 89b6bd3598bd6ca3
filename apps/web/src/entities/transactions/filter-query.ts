import {
  budgetMonthDays,
  budgetMonthOf,
  DEFAULT_MONTH_START_DAY,
  type MonthKey,
  transactionFiltersToQuery,
} from '@elevate/shared';
import {
  emptyTransactionFilters,
  type TransactionFilters,
} from '@elevate/shared/schemas/transactions';

/**
 * The Transactions page's filters: the shared ones, the account ('' for every account) and
 * a tag ('' for any). The shared TransactionFilters has neither; like the dates, they always
 * go to the server (`?accountId=`, `?tag=`) and are never applied in the browser.
 */
export type ListFilters = TransactionFilters & { accountId: string; tag: string };

export const emptyListFilters: ListFilters = { ...emptyTransactionFilters, accountId: '', tag: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real 'YYYY-MM-DD' day: a typed 2026-02-31 or 2026-13-01 names no month. */
const isDay = (value: string) =>
  DAY.test(value) &&
  Number.isFinite(Date.parse(value)) &&
  new Date(value).toISOString().slice(0, 10) === value;

/**
 * The budget month whose first and last day the filters' dates are exactly ('YYYY-MM'), or
 * null. `startDay` is the ledger's (packages/shared/src/budget-month.ts): with 25, 25 March
 * to 24 April is April; with 1, a calendar month.
 */
export function wholeMonthOf(
  filters: TransactionFilters,
  startDay = DEFAULT_MONTH_START_DAY,
): MonthKey | null {
  const start = filters.startDate.trim();
  if (!isDay(start)) return null;
  const month = budgetMonthOf(start, startDay);
  const { first, last } = budgetMonthDays(month, startDay);
  return start === first && filters.endDate.trim() === last ? month : null;
}

/** The filter form showing a budget month: its first and last day, nothing else. */
export function monthFilters(month: MonthKey, startDay = DEFAULT_MONTH_START_DAY): ListFilters {
  const { first, last } = budgetMonthDays(month, startDay);
  return { ...emptyListFilters, startDate: first, endDate: last };
}

/**
 * GET /api/transactions query values for the filters (blanks dropped): dates that
 * span exactly one budget month are sent as month=YYYY-MM (decision 0019; the server
 * reads it in the ledger's budget month), any other dates as the start and end of
 * their UTC days; an account as accountId, a tag as tag.
 */
export function listQueryOf(
  filters: TransactionFilters & { accountId?: string; tag?: string },
  startDay = DEFAULT_MONTH_START_DAY,
): Record<string, string> {
  const { startDate, endDate, ...query } = transactionFiltersToQuery(filters);
  const accountId = filters.accountId?.trim();
  const tag = filters.tag?.trim();
  const narrowed: Record<string, string> = {
    ...(accountId && { accountId }),
    ...(tag && { tag }),
  };
  const month = wholeMonthOf(filters, startDay);
  if (month) return { month, ...query, ...narrowed };
  return { ...(startDate && { startDate }), ...(endDate && { endDate }), ...query, ...narrowed };
}
