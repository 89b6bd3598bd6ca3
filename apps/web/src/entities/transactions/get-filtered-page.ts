import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionListResponse } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { listQueryOf, type ListFilters } from './filter-query.ts';
import { transactionKeys } from './keys.ts';
import { transactionPageAnswer } from './transaction-page-answer.ts';

type PageRequest = {
  filters: ListFilters;
  page: number;
  limit: number;
  /** The ledger's budget month start day: a whole budget month goes as ?month=. */
  startDay?: number;
};

/** GET /api/transactions, one page of the matches of the filters (filtered by the server). */
export function fetchFilteredPage(
  { filters, page, limit, startDay }: PageRequest,
  signal?: AbortSignal,
): Promise<TransactionListResponse> {
  return callEndpoint(transactionsApi.list, {
    query: { page, limit, ...listQueryOf(filters, startDay) },
    schema: transactionPageAnswer,
    signal,
  });
}

/** The page after the last one loaded, while there is one. */
export const nextPageOf = (last: TransactionListResponse) =>
  last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined;

/**
 * Pages of `pageSize` matches, loaded one 'Load More' at a time. The start day is not in
 * the key: its change refreshes every transaction list (entities/invalidation.ts).
 */
export const filteredTransactionPagesQuery = (
  filters: ListFilters,
  pageSize: number,
  startDay?: number,
) =>
  infiniteQueryOptions({
    // Under the filters' key, so a transaction write reaches it by prefix.
    queryKey: [...transactionKeys.filtered(filters), pageSize] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      fetchFilteredPage({ filters, page: pageParam, limit: pageSize, startDay }, signal),
    getNextPageParam: nextPageOf,
  });

export function useFilteredTransactionPages(
  filters: ListFilters,
  pageSize: number,
  { enabled = true, startDay }: { enabled?: boolean; startDay?: number } = {},
) {
  return useInfiniteQuery({
    ...filteredTransactionPagesQuery(filters, pageSize, startDay),
    enabled,
  });
}
