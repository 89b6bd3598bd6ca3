import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionListResponse } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { listQueryOf, type ListFilters } from './filter-query.ts';
import { transactionKeys } from './keys.ts';
import { transactionPageAnswer } from './transaction-page-answer.ts';

/** GET /api/transactions, one page of the matches of the filters (filtered by the server). */
export function fetchFilteredPage(
  { filters, page, limit }: { filters: ListFilters; page: number; limit: number },
  signal?: AbortSignal,
): Promise<TransactionListResponse> {
  return callEndpoint(transactionsApi.list, {
    query: { page, limit, ...listQueryOf(filters) },
    schema: transactionPageAnswer,
    signal,
  });
}

/** The page after the last one loaded, while there is one. */
export const nextPageOf = (last: TransactionListResponse) =>
  last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined;

/** Pages of `pageSize` matches, loaded one 'Load More' at a time. */
export const filteredTransactionPagesQuery = (filters: ListFilters, pageSize: number) =>
  infiniteQueryOptions({
    // Under the filters' key, so a transaction write reaches it by prefix.
    queryKey: [...transactionKeys.filtered(filters), pageSize] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      fetchFilteredPage({ filters, page: pageParam, limit: pageSize }, signal),
    getNextPageParam: nextPageOf,
  });

export function useFilteredTransactionPages(
  filters: ListFilters,
  pageSize: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...filteredTransactionPagesQuery(filters, pageSize), enabled });
}
