import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { monthRangeUTC } from '@elevate/shared';
import { DEFAULT_PAGE_SIZE } from '@elevate/shared/schemas/transactions';
import { fetchTransactionPage } from '../api/get-transactions.ts';
import { dashboardKeys } from '../api/query-keys.ts';
import { withTransactionCategory, type TransactionPages } from '../lib/transaction-pages.ts';

export const TRANSACTION_UNDO_REDO_EVENT = 'transactionUndoRedo';

/**
 * Section 4 'Transactions list' for the dashboard: pages of the budget's month
 * (all months while there is no budget), loaded only while `enabled`.
 */
export function useDashboardTransactions(
  budgetMonth: string | null,
  enabled: boolean,
  pageSize = DEFAULT_PAGE_SIZE,
) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(
    () => dashboardKeys.transactions(budgetMonth, pageSize),
    [budgetMonth, pageSize],
  );
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      fetchTransactionPage(
        { page: pageParam, limit: pageSize, ...(budgetMonth ? monthRangeUTC(budgetMonth) : {}) },
        signal,
      ),
    getNextPageParam: (last) =>
      last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined,
  });

  const transactions = useMemo(
    () => query.data?.pages.flatMap((page) => page.transactions) ?? [],
    [query.data],
  );
  const totalCount = query.data?.pages.at(-1)?.pagination.totalCount ?? 0;

  /** Back to page 1 only (after an add, a delete, or an undo/redo of a move). */
  const reload = useCallback(() => queryClient.resetQueries({ queryKey }), [queryClient, queryKey]);

  const setCategory = useCallback(
    (transactionId: string, category: string) =>
      queryClient.setQueryData<TransactionPages>(queryKey, (data) =>
        withTransactionCategory(data, transactionId, category),
      ),
    [queryClient, queryKey],
  );

  useEffect(() => {
    if (!enabled) return;
    const onUndoRedo = () => void reload();
    window.addEventListener(TRANSACTION_UNDO_REDO_EVENT, onUndoRedo);
    return () => window.removeEventListener(TRANSACTION_UNDO_REDO_EVENT, onUndoRedo);
  }, [enabled, reload]);

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  return {
    transactions,
    totalCount,
    hasMore: transactions.length < totalCount,
    loading: query.isLoading,
    loadingMore: isFetchingNextPage,
    showMore,
    reload,
    setCategory,
  };
}

export type DashboardTransactions = ReturnType<typeof useDashboardTransactions>;
