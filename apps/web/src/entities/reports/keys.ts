import { type CategoryType, type MonthKey } from '@elevate/shared';

/** Query keys of GET /api/reports/summary and GET /api/reports/payees. */
export const reportKeys = {
  all: ['reports'] as const,
  /** Every month from `from` to `to` with its categories (the Reports page's charts). */
  summary: (from: MonthKey, to: MonthKey) => ['reports', 'summary', from, to] as const,
  /** The top descriptions of one type over the range. */
  payees: (from: MonthKey, to: MonthKey, type: CategoryType, limit: number) =>
    ['reports', 'payees', from, to, type, limit] as const,
};
