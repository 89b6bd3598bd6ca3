import { hasActiveFilters, type MonthKey } from '@elevate/shared';
import {
  emptyListFilters,
  wholeMonthOf,
  type ListFilters,
} from '../../entities/transactions/filter-query.ts';
import type { FilterMode } from './transactions-status.ts';

/** The server's pages: one month's (null: every month's), or those of a date range, an account and/or a tag. */
export type PageSource = { month: MonthKey | null } | { scope: ListFilters };

export type ListPlan = {
  mode: FilterMode;
  source: PageSource;
  /** What the browser filters the loaded pages by ('applied' mode); never the dates, the account or the tag, which the server applied. */
  inBrowser: ListFilters | null;
};

/**
 * The Transactions list (docs/product/transactions.md): which list the server sends and what, if anything,
 * the browser filters. Dates go to the server (a whole month as ?month=), so the
 * pages are the chosen month's or range's, as 'unless explicit dates are
 * set' in docs/product/transactions.md says; 'Filter All' sends every filter and its answer is shown as it comes.
 * A whole month and nothing else is the plain paginated list of that month. The account
 * and the tag narrow the server's pages like the dates: one account's or one tag's list
 * (of a month or of every month) is a plain paginated list too.
 */
export function listPlan(filters: ListFilters, all: boolean, startDay = 1): ListPlan {
  if (!hasActiveFilters(filters))
    return { mode: 'paginated', source: { month: null }, inBrowser: null };
  // A whole budget month of the ledger (its start day decides the days) is the month's list.
  const month = wholeMonthOf(filters, startDay);
  const dates = { ...emptyListFilters, startDate: filters.startDate, endDate: filters.endDate };
  const scope = { ...dates, accountId: filters.accountId.trim(), tag: filters.tag.trim() };
  const rest = { ...filters, startDate: '', endDate: '', accountId: '', tag: '' };
  // The plain month key is the month of every account and tag (the dashboard shares it).
  const narrowed = scope.accountId !== '' || scope.tag !== '';
  const source: PageSource =
    month && !narrowed ? { month } : hasActiveFilters(scope) ? { scope } : { month: null };
  if (all) return { mode: 'all', source, inBrowser: null };
  if (!hasActiveFilters(rest)) {
    const plain = month !== null || !hasActiveFilters(dates);
    return { mode: plain ? 'paginated' : 'applied', source, inBrowser: null };
  }
  return { mode: 'applied', source, inBrowser: rest };
}
