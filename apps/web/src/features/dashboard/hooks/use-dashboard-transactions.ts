import { monthKey } from '@elevate/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@elevate/shared/schemas/transactions';
import {
  useMonthTransactionPages,
  usePrefetchMonthTransactionPages,
  type TransactionPages,
} from '../../../entities/transactions/get-transaction-page.ts';
import { transactionKeys } from '../../../entities/transactions/keys.ts';
import type { Filing } from '../../../entities/transactions/transaction-parts.ts';
import { withTransactionFiling } from '../lib/transaction-pages.ts';
import { useLoggedFailure } from './use-logged-failure.ts';

export const TRANSACTION_UNDO_REDO_EVENT = 'transactionUndoRedo';

/**
 * Transactions list (docs/product/dashboard.md) for the dashboard: pages of the budget's month
 * (all months while there is no budget), loaded only while `enabled`. While
 * the budget is still on its way, `expectedMonth` (the selected month, whose
 * budget it usually is) is fetched beside it rather than after it.
 */
export function useDashboardTransactions(
  budgetMonth: string | null,
  enabled: boolean,
  expectedMonth: string | null = null,
  pageSize = DEFAULT_PAGE_SIZE,
) {
  usePrefetchMonthTransactionPages(expectedMonth ? monthKey(expectedMonth) : null, pageSize);
  const queryClient = useQueryClient();
  const month = budgetMonth ? monthKey(budgetMonth) : null;
  const queryKey = useMemo(() => transactionKeys.monthPages(month, pageSize), [month, pageSize]);
  const query = useMonthTransactionPages(month, pageSize, { enabled });
  useLoggedFailure(query.error, 'Failed to fetch transactions.');

  const transactions = useMemo(
    () => query.data?.pages.flatMap((page) => page.transactions) ?? [],
    [query.data],
  );
  const totalCount = query.data?.pages.at(-1)?.pagination.totalCount ?? 0;

  /** Back to page 1 only (after an add, a delete, or an undo/redo of a move). */
  const reload = useCallback(() => queryClient.resetQueries({ queryKey }), [queryClient, queryKey]);

  const setFiling = useCallback(
    (transactionId: string, filing: Filing) =>
      queryClient.setQueryData<TransactionPages>(queryKey, (data) =>
        withTransactionFiling(data, transactionId, filing),
      ),
    [queryClient, queryKey],
  );

  useEffect(() => {
    if (!enabled) return;
    const onUndoRedo = () => void reload();
    window.addEventListener(TRANSACTION_UNDO_REDO_EVENT, onUndoRedo);
    return () => window.removeEventListener(TRANSACTION_UNDO_REDO_EVENT, onUndoRedo);
  }, [enabled, reload]);

  const { fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  return {
    transactions,
    totalCount,
    hasMore: transactions.length < totalCount,
    /** No answer yet (also while the budget it waits for is on its way): not 'empty'. */
    loading: query.isPending,
    failed: query.isError,
    retry,
    loadingMore: isFetchingNextPage,
    showMore,
    setFiling,
  };
}

export type DashboardTransactions = ReturnType<typeof useDashboardTransactions>;
