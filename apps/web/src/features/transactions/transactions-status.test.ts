import { describe, expect, it } from 'vitest';
import type { Pagination } from '@elevate/shared/schemas/transactions';
import {
  loadMoreLabel,
  showsLoadMore,
  showsNumberedPagination,
  transactionsStatusText,
} from './transactions-status.ts';

const pagination = (over: Partial<Pagination> = {}): Pagination => ({
  currentPage: 2,
  limit: 20,
  totalCount: 45,
  totalPages: 3,
  hasNextPage: true,
  hasPrevPage: true,
  ...over,
});

describe('transactions status line', () => {
  it('reads X-Y of Z for the plain list, counting from the first loaded page', () => {
    expect(
      transactionsStatusText({
        mode: 'paginated',
        shown: 20,
        firstPage: 2,
        pagination: pagination(),
      }),
    ).toBe('Showing 21-40 of 45 transactions');
    expect(
      transactionsStatusText({ mode: 'paginated', shown: 0, firstPage: 1, pagination: null }),
    ).toBe('Showing 0-0 of 0 transactions');
  });

  it('names filtered results, saying when they come from loaded data only', () => {
    expect(
      transactionsStatusText({ mode: 'applied', shown: 3, firstPage: 1, pagination: pagination() }),
    ).toBe('Showing 3 filtered results from loaded data');
    expect(
      transactionsStatusText({ mode: 'all', shown: 7, firstPage: 1, pagination: pagination() }),
    ).toBe('Showing 7 filtered results');
  });
});

describe('transactions paging controls', () => {
  it('number pages only without filters and with more than one page', () => {
    expect(showsNumberedPagination('paginated', pagination())).toBe(true);
    expect(showsNumberedPagination('paginated', pagination({ totalPages: 1 }))).toBe(false);
    expect(showsNumberedPagination('applied', pagination())).toBe(false);
  });

  it('label load more by mode and state, and never offer it for all filtered', () => {
    expect(loadMoreLabel('paginated', false)).toBe('Load More');
    expect(loadMoreLabel('paginated', true)).toBe('Loading...');
    expect(loadMoreLabel('applied', false)).toBe('Load More Data to Filter');
    expect(loadMoreLabel('applied', true)).toBe('Loading More Data...');
    expect(showsLoadMore('all', pagination())).toBe(false);
    expect(showsLoadMore('paginated', pagination({ hasNextPage: false }))).toBe(false);
  });
});
