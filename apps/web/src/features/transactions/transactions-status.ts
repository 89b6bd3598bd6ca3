import type { Pagination } from '@elevate/shared/schemas/transactions';

export type FilterMode = 'paginated' | 'applied' | 'all';

type StatusInput = {
  mode: FilterMode;
  shown: number;
  firstPage: number;
  pagination: Pagination | null;
};

/** The three status-line texts. */
export function transactionsStatusText({
  mode,
  shown,
  firstPage,
  pagination,
}: StatusInput): string {
  if (mode === 'all') return `Showing ${shown} filtered results`;
  if (mode === 'applied') return `Showing ${shown} filtered results from loaded data`;
  const total = pagination?.totalCount ?? shown;
  const limit = pagination?.limit ?? shown;
  const from = shown === 0 ? 0 : (firstPage - 1) * limit + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  return `Showing ${from}-${to} of ${total} transactions`;
}

/** Numbered pages only for the plain list, and only when there is more than one. */
export function showsNumberedPagination(mode: FilterMode, pagination: Pagination | null): boolean {
  return mode === 'paginated' && (pagination?.totalPages ?? 0) > 1;
}

export function loadMoreLabel(mode: FilterMode, loading: boolean): string {
  if (mode === 'applied') return loading ? 'Loading More Data...' : 'Load More Data to Filter';
  return loading ? 'Loading...' : 'Load More';
}

/** Load more adds server pages: never in 'all' mode, which already holds everything. */
export function showsLoadMore(mode: FilterMode, pagination: Pagination | null): boolean {
  return mode !== 'all' && Boolean(pagination?.hasNextPage);
}
