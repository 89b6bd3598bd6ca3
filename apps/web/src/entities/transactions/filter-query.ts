import { type MonthKey, monthRangeUTC, transactionFiltersToQuery } from '@elevate/shared';
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

const FIRST_DAY = /^\d{4}-\d{2}-01$/;

const lastDayOf = (month: MonthKey) =>
  monthRangeUTC(`${month}-01T00:00:00.000Z`).endDate.slice(0, 10);

/** The month whose first and last day the filters' dates are exactly ('YYYY-MM'), or null. */
export function wholeMonthOf(filters: TransactionFilters): MonthKey | null {
  const start = filters.startDate.trim();
  if (!FIRST_DAY.test(start)) return null;
  const month = start.slice(0, 7);
  return filters.endDate.trim() === lastDayOf(month) ? month : null;
}

/** The filter form showing a month: its first and last day, nothing else. */
export function monthFilters(month: MonthKey): ListFilters {
  return { ...emptyListFilters, startDate: `${month}-01`, endDate: lastDayOf(month) };
}

/**
 * GET /api/transactions query values for the filters (blanks dropped): dates that
 * span exactly one month are sent as month=YYYY-MM (decision 0019), any other
 * dates as the start and end of their UTC days; an account as accountId, a tag as tag.
 */
export function listQueryOf(
  filters: TransactionFilters & { accountId?: string; tag?: string },
): Record<string, string> {
  const { startDate, endDate, ...query } = transactionFiltersToQuery(filters);
  const accountId = filters.accountId?.trim();
  const tag = filters.tag?.trim();
  const narrowed: Record<string, string> = {
    ...(accountId && { accountId }),
    ...(tag && { tag }),
  };
  const month = wholeMonthOf(filters);
  if (month) return { month, ...query, ...narrowed };
  return { ...(startDate && { startDate }), ...(endDate && { endDate }), ...query, ...narrowed };
}
