import type { MonthKey } from '@elevate/shared';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TransactionListResponse } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { transactionKeys } from './keys.ts';
import { transactionPageAnswer } from './transaction-page-answer.ts';

export type TransactionPages = InfiniteData<TransactionListResponse, number>;

/**
 * GET /api/transactions?month=YYYY-MM, one page of one month (`null`: of every month).
 * A failure throws: an empty page standing in would be cached as if the month had none.
 */
function fetchTransactionPage(
  { month, page, limit }: { month: MonthKey | null; page: number; limit: number },
  signal?: AbortSignal,
): Promise<TransactionListResponse> {
  return callEndpoint(transactionsApi.list, {
    query: { page, limit, month },
    schema: transactionPageAnswer,
    signal,
  });
}

const monthTransactionPagesQuery = (month: MonthKey | null, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: transactionKeys.monthPages(month, pageSize),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      fetchTransactionPage({ month, page: pageParam, limit: pageSize }, signal),
    getNextPageParam: (last: TransactionListResponse) =>
      last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined,
  });

/** The month's pages, loaded one 'Show More' at a time. */
export function useMonthTransactionPages(
  month: MonthKey | null,
  pageSize: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...monthTransactionPagesQuery(month, pageSize), enabled });
}

/**
 * Starts loading a month's first page (`null`: nothing) before the screen that
 * shows it can ask for it, unless it is cached.
 */
export function usePrefetchMonthTransactionPages(month: MonthKey | null, pageSize: number) {
  const client = useQueryClient();
  useEffect(() => {
    if (month) void client.prefetchInfiniteQuery(monthTransactionPagesQuery(month, pageSize));
  }, [client, month, pageSize]);
}
