import { hasActiveFilters, type MonthKey } from '@elevate/shared';
import {
  emptyTransactionFilters,
  type TransactionFilters,
} from '@elevate/shared/schemas/transactions';
import { wholeMonthOf } from '../../entities/transactions/filter-query.ts';
import type { FilterMode } from './transactions-status.ts';

/** The server's pages: one month's (null: every month's), or those of a date range. */
export type PageSource = { month: MonthKey | null } | { dates: TransactionFilters };

export type ListPlan = {
  mode: FilterMode;
  source: PageSource;
  /** What the browser filters the loaded pages by ('applied' mode); never the dates, which the server applied. */
  inBrowser: TransactionFilters | null;
};

/**
 * The Transactions list (docs/product/transactions.md): which list the server sends and what, if anything,
 * the browser filters. Dates go to the server (a whole month as ?month=), so the
 * pages are the chosen month's or range's, as 'unless explicit dates are
 * set' in docs/product/transactions.md says; 'Filter All' sends every filter and its answer is shown as it comes.
 * A whole month and nothing else is the plain paginated list of that month.
 */
export function listPlan(filters: TransactionFilters, all: boolean): ListPlan {
  if (!hasActiveFilters(filters))
    return { mode: 'paginated', source: { month: null }, inBrowser: null };
  const month = wholeMonthOf(filters);
  const dates = {
    ...emptyTransactionFilters,
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
  const rest = { ...filters, startDate: '', endDate: '' };
  const source: PageSource = month
    ? { month }
    : hasActiveFilters(dates)
      ? { dates }
      : { month: null };
  if (all) return { mode: 'all', source, inBrowser: null };
  if (!hasActiveFilters(rest)) {
    return { mode: month ? 'paginated' : 'applied', source, inBrowser: null };
  }
  return { mode: 'applied', source, inBrowser: rest };
}
