import type { Pagination } from '@elevate/shared/schemas/transactions';
import { translate, type Translate } from '../../lib/i18n/use-t.ts';

export type FilterMode = 'paginated' | 'applied' | 'all';

type StatusInput = {
  mode: FilterMode;
  shown: number;
  firstPage: number;
  pagination: Pagination | null;
};

/** The three status-line texts, in the language `t` speaks (the app's, by default). */
export function transactionsStatusText(
  { mode, shown, firstPage, pagination }: StatusInput,
  t: Translate = translate,
): string {
  if (mode === 'all') return t('transactions.status.allResults', { shown });
  if (mode === 'applied') return t('transactions.status.loadedResults', { shown });
  const total = pagination?.totalCount ?? shown;
  const limit = pagination?.limit ?? shown;
  const from = shown === 0 ? 0 : (firstPage - 1) * limit + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  return t('transactions.status.page', { from, to, total });
}

/** Numbered pages only for the plain list, and only when there is more than one. */
export function showsNumberedPagination(mode: FilterMode, pagination: Pagination | null): boolean {
  return mode === 'paginated' && (pagination?.totalPages ?? 0) > 1;
}

export function loadMoreLabel(
  mode: FilterMode,
  loading: boolean,
  t: Translate = translate,
): string {
  if (mode === 'applied')
    return t(loading ? 'transactions.pager.loadingMoreData' : 'transactions.pager.loadMoreData');
  return t(loading ? 'transactions.pager.loading' : 'transactions.pager.loadMore');
}

/** Load more adds server pages: never in 'all' mode, which already holds everything. */
export function showsLoadMore(mode: FilterMode, pagination: Pagination | null): boolean {
  return mode !== 'all' && Boolean(pagination?.hasNextPage);
}
