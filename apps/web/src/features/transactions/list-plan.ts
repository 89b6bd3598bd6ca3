import { hasActiveFilters, type MonthKey } from '@elevate/shared';
import {
  emptyListFilters,
  wholeMonthOf,
  type ListFilters,
} from '../../entities/transactions/filter-query.ts';
import type { FilterMode } from './transactions-status.ts';

/** The server's pages: one month's (null: every month's), or those of a date range and/or an account. */
export type PageSource = { month: MonthKey | null } | { scope: ListFilters };

export type ListPlan = {
  mode: FilterMode;
  source: PageSource;
  /** What the browser filters the loaded pages by ('applied' mode); never the dates or the account, which the server applied. */
  inBrowser: ListFilters | null;
};

/**
 * The Transactions list (docs/product/transactions.md): which list the server sends and what, if anything,
 * the browser filters. Dates go to the server (a whole month as ?month=), so the
 * pages are the chosen month's or range's, as 'unless explicit dates are
 * set' in docs/product/transactions.md says; 'Filter All' sends every filter and its answer is shown as it comes.
 * A whole month and nothing else is the plain paginated list of that month. The account
 * narrows the server's pages like the dates: one account's list (of a month or of every
 * month) is a plain paginated list too.
 */
export function listPlan(filters: ListFilters, all: boolean): ListPlan {
  if (!hasActiveFilters(filters))
    return { mode: 'paginated', source: { month: null }, inBrowser: null };
  const month = wholeMonthOf(filters);
  const dates = { ...emptyListFilters, startDate: filters.startDate, endDate: filters.endDate };
  const scope = { ...dates, accountId: filters.accountId.trim() };
  const rest = { ...filters, startDate: '', endDate: '', accountId: '' };
  // The plain month key is the month of every account (the dashboard shares it).
  const source: PageSource =
    month && !scope.accountId ? { month } : hasActiveFilters(scope) ? { scope } : { month: null };
  if (all) return { mode: 'all', source, inBrowser: null };
  if (!hasActiveFilters(rest)) {
    const plain = month !== null || !hasActiveFilters(dates);
    return { mode: plain ? 'paginated' : 'applied', source, inBrowser: null };
  }
  return { mode: 'applied', source, inBrowser: rest };
}
