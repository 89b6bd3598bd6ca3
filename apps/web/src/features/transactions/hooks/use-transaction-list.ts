import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { filterTransactions, hasActiveFilters } from '@elevate/shared';
import {
  DEFAULT_PAGE_SIZE,
  emptyTransactionFilters,
  type Pagination,
  type Transaction,
  type TransactionFilters,
} from '@elevate/shared/schemas/transactions';
import { fetchAllForFilters, fetchTransactionsPage } from '../api/transactions-api.ts';
import type { FilterMode } from '../transactions-status.ts';

/**
 * Section 4 'Transactions list' on the Transactions page: a paginated server list,
 * filters applied over the loaded rows, or filters over every transaction.
 */
export function useTransactionList() {
  const [pageSize, setPageSizeState] = useState<number>(DEFAULT_PAGE_SIZE);
  const [loaded, setLoaded] = useState<Transaction[]>([]);
  const [firstPage, setFirstPage] = useState(1);
  const [pagination, setPagination] = useState<Pagination | null>(null);
  const [all, setAll] = useState<Transaction[]>([]);
  const [applied, setApplied] = useState<TransactionFilters>(emptyTransactionFilters);
  const [allMode, setAllMode] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState(false);
  // Only the newest request may write its answer; older ones are aborted.
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(
    async <T>(work: (signal: AbortSignal) => Promise<T>, apply: (result: T) => void) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const result = await work(controller.signal);
        if (!controller.signal.aborted) {
          apply(result);
          setError(false);
        }
      } catch (cause) {
        if (!controller.signal.aborted) {
          console.error('Failed to fetch transactions', cause);
          setError(true);
        }
      } finally {
        if (inFlight.current === controller) {
          setLoading(false);
          setLoadingMore(false);
        }
      }
    },
    [],
  );

  const loadPage = useCallback(
    (page: number, limit: number) => {
      setLoading(true);
      return run(
        (signal) => fetchTransactionsPage(page, limit, signal),
        (body) => {
          setLoaded(body.transactions);
          setPagination(body.pagination);
          setFirstPage(body.pagination.currentPage);
        },
      );
    },
    [run],
  );

  useEffect(() => {
    void loadPage(1, DEFAULT_PAGE_SIZE);
    return () => inFlight.current?.abort();
  }, [loadPage]);

  const loadMore = useCallback(() => {
    if (!pagination?.hasNextPage) return;
    setLoadingMore(true);
    void run(
      (signal) => fetchTransactionsPage(pagination.currentPage + 1, pageSize, signal),
      (body) => {
        setLoaded((rows) => [...rows, ...body.transactions]);
        setPagination(body.pagination);
      },
    );
  }, [pagination, pageSize, run]);

  const setPageSize = useCallback(
    (size: number) => {
      setPageSizeState(size);
      void loadPage(1, size);
    },
    [loadPage],
  );

  const applyFilters = useCallback((filters: TransactionFilters) => {
    setApplied(filters);
    setAllMode(false);
  }, []);

  const filterAll = useCallback(
    (filters: TransactionFilters) => {
      setApplied(filters);
      setAllMode(true);
      setLoading(true);
      void run((signal) => fetchAllForFilters(filters, signal), setAll);
    },
    [run],
  );

  const clearFilters = useCallback(() => {
    setApplied(emptyTransactionFilters);
    setAllMode(false);
    setAll([]);
    void loadPage(1, pageSize);
  }, [loadPage, pageSize]);

  /** After a create, edit or delete: the same view, fetched again. */
  const reload = useCallback(() => {
    if (allMode && hasActiveFilters(applied))
      void run((signal) => fetchAllForFilters(applied, signal), setAll);
    else void loadPage(firstPage, pageSize);
  }, [allMode, applied, firstPage, pageSize, loadPage, run]);

  const mode: FilterMode = !hasActiveFilters(applied) ? 'paginated' : allMode ? 'all' : 'applied';
  const rows = useMemo(() => {
    if (mode === 'paginated') return loaded;
    return filterTransactions(mode === 'all' ? all : loaded, applied);
  }, [mode, loaded, all, applied]);

  return {
    mode,
    rows,
    loadedCount: loaded.length,
    firstPage,
    pagination,
    pageSize,
    loading,
    loadingMore,
    error,
    loadPage: (page: number) => void loadPage(page, pageSize),
    loadMore,
    setPageSize,
    applyFilters,
    filterAll,
    clearFilters,
    reload,
  };
}
