import type { MonthKey } from '@elevate/shared';
import type { TransactionFilters } from '@elevate/shared/schemas/transactions';

/**
 * Query keys of GET /api/transactions and GET /api/transactions/{id}. Every key starts with
 * 'transactions', then the list's kind, so a write can touch one month's pages, every
 * filtered list or every full list by prefix (see ../invalidation.ts).
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  /** Every month's pages (the prefix of `monthPages`). */
  months: () => ['transactions', 'month'] as const,
  /** One month's pages; `null` is the unfiltered list of every month. */
  month: (month: MonthKey | null) => ['transactions', 'month', month] as const,
  /** Pages of `pageSize` rows of one month (or of every month): an infinite query. */
  monthPages: (month: MonthKey | null, pageSize: number) =>
    ['transactions', 'month', month, pageSize] as const,
  /** Every server-filtered list (the prefix of `filtered`). */
  filteredLists: () => ['transactions', 'filtered'] as const,
  /** The server-filtered pages of these filters. */
  filtered: (filters: TransactionFilters) => ['transactions', 'filtered', filters] as const,
  /** Every full list (the prefix of `full`). */
  fullLists: () => ['transactions', 'full'] as const,
  /** 'Filter All': every transaction matching the filters, streamed in one answer. */
  full: (filters: TransactionFilters) => ['transactions', 'full', filters] as const,
  details: () => ['transactions', 'detail'] as const,
  detail: (id: string) => ['transactions', 'detail', id] as const,
};
