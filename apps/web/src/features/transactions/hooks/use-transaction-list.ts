import { useMemo, useState } from 'react';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { filterTransactions } from '@elevate/shared';
import {
  DEFAULT_PAGE_SIZE,
  type TransactionListResponse,
} from '@elevate/shared/schemas/transactions';
import {
  fetchFilteredPage,
  filteredTransactionPagesQuery,
  nextPageOf,
} from '../../../entities/transactions/get-filtered-page.ts';
import { useFullList } from '../../../entities/transactions/get-full-list.ts';
import {
  emptyListFilters,
  monthFilters,
  type ListFilters,
} from '../../../entities/transactions/filter-query.ts';
import { transactionKeys } from '../../../entities/transactions/keys.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { listPlan, type PageSource } from '../list-plan.ts';

type View = { filters: ListFilters; all: boolean; startPage: number };

/**
 * The server's pages from `startPage` on. Page 1 keeps the source's own key (the
 * dashboard shares a month's); a numbered page is an entry of its own under it, so
 * every write that touches the month reaches it too.
 */
function pagesQuery(source: PageSource, pageSize: number, startPage: number, startDay: number) {
  const [key, filters] =
    'scope' in source
      ? [filteredTransactionPagesQuery(source.scope, pageSize).queryKey, source.scope]
      : [
          transactionKeys.monthPages(source.month, pageSize),
          source.month ? monthFilters(source.month, startDay) : emptyListFilters,
        ];
  return infiniteQueryOptions({
    queryKey: startPage === 1 ? [...key] : [...key, { startPage }],
    initialPageParam: startPage,
    // A whole month is asked for as ?month= (listQueryOf).
    queryFn: ({ pageParam, signal }) =>
      fetchFilteredPage({ filters, page: pageParam, limit: pageSize, startDay }, signal),
    getNextPageParam: nextPageOf,
  });
}

/**
 * Transactions list (docs/product/transactions.md) on the Transactions page, on TanStack Query: the
 * server's pages (Load More fetches the next one), the applied filters over them,
 * or the streamed full list of 'Filter All'. Writes refresh it through the
 * invalidation map; nothing here is kept by hand.
 */
export function useTransactionList(
  initialFilters: ListFilters,
  initialAll = false,
  /** What Clear Filters returns to: the budget's month when it has one (docs/product/transactions.md), else nothing. */
  clearedFilters: ListFilters = emptyListFilters,
) {
  const [pageSize, setPageSizeState] = useState<number>(DEFAULT_PAGE_SIZE);
  const [view, setView] = useState<View>({
    filters: initialFilters,
    all: initialAll,
    startPage: 1,
  });
  const startDay = useMonthStartDay();
  const plan = useMemo(() => listPlan(view.filters, view.all, startDay), [view, startDay]);
  const queryClient = useQueryClient();
  const all = plan.mode === 'all';

  const pages = useInfiniteQuery({
    ...pagesQuery(plan.source, pageSize, view.startPage, startDay),
    enabled: !all,
    // The rows on screen stay while another page size, page or filter loads.
    placeholderData: keepPreviousData,
  });
  const full = useFullList(view.filters, { enabled: all, startDay });

  const loaded = useMemo(
    () => pages.data?.pages.flatMap((p) => p.transactions) ?? [],
    [pages.data],
  );
  const rows = useMemo(() => {
    if (all) return full.data ?? [];
    return plan.inBrowser ? filterTransactions(loaded, plan.inBrowser) : loaded;
  }, [all, full.data, loaded, plan.inBrowser]);

  const active = all ? full : pages;
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = pages;
  return {
    mode: plan.mode,
    /** The filters of the list on screen (a tag chip adds its tag to them). */
    filters: view.filters,
    rows,
    firstPage: pages.data?.pages[0]?.pagination.currentPage ?? view.startPage,
    pagination: all ? null : (pages.data?.pages.at(-1)?.pagination ?? null),
    pageSize,
    loading: active.isFetching && !isFetchingNextPage,
    // Only a view's first load holds the filter buttons: a refetch on focus or after a
    // write runs behind the rows on screen.
    busy: active.isFetching && (active.isPending || active.isPlaceholderData),
    loadingMore: isFetchingNextPage,
    error: active.isError,
    /** No answer yet for this view: placeholder rows, not 'No transactions found'. */
    pending: active.isPending,
    retry: () => void active.refetch(),
    loadPage: (page: number) => setView((v) => ({ ...v, startPage: page })),
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setView((v) => ({ ...v, startPage: 1 }));
    },
    applyFilters: (filters: ListFilters) => setView({ filters, all: false, startPage: 1 }),
    filterAll: (filters: ListFilters) => setView({ filters, all: true, startPage: 1 }),
    clearFilters: () => {
      // The month's list may be cached with pages Load More added: Clear starts again at page 1.
      const cleared = listPlan(clearedFilters, false, startDay).source;
      const { queryKey } = pagesQuery(cleared, pageSize, 1, startDay);
      queryClient.setQueryData<InfiniteData<TransactionListResponse, number>>(queryKey, (data) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
      setView({ filters: clearedFilters, all: false, startPage: 1 });
    },
  };
}
