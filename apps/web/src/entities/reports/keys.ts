import { type CategoryType, type MonthKey } from '@elevate/shared';

/** Query keys of GET /api/reports/summary, /payees, /tags and /net-worth. */
export const reportKeys = {
  all: ['reports'] as const,
  /** Every month from `from` to `to` with its categories (the Reports page's charts). */
  summary: (from: MonthKey, to: MonthKey) => ['reports', 'summary', from, to] as const,
  /** The top descriptions of one type over the range. */
  payees: (from: MonthKey, to: MonthKey, type: CategoryType, limit: number) =>
    ['reports', 'payees', from, to, type, limit] as const,
  /** Every cached range of tag totals: a tag's rename or deletion changes them all. */
  tagsAll: () => ['reports', 'tags'] as const,
  /** Each tag's income, expense and count from `from` to `to`. */
  tags: (from: MonthKey, to: MonthKey) => ['reports', 'tags', from, to] as const,
  /** Every cached net worth range: the account balances' history (decision 0052). */
  netWorthAll: () => ['reports', 'net-worth'] as const,
  /** Assets, liabilities and net worth at each month's end from `from` to `to`. */
  netWorth: (from: MonthKey, to: MonthKey) => ['reports', 'net-worth', from, to] as const,
};
