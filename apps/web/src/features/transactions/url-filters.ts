import { CATEGORY_TYPES } from '@elevate/shared';
import { MAX_TAG_LENGTH } from '@elevate/shared/schemas/tags';
import type { TransactionFilters } from '@elevate/shared/schemas/transactions';
import { emptyListFilters, type ListFilters } from '../../entities/transactions/filter-query.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d{1,10}(\.\d{1,2})?$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UrlFilters {
  filters: ListFilters;
  /** ?all=true: every match at once, as 'Filter All Transactions' lists them. */
  all: boolean;
}

/**
 * Filters a link may open the page with (the Reports page's slices, bars,
 * payees and tags, an account on the Accounts page): the filter form's own fields as
 * search parameters. A value the form would not hold is left out; null when the
 * URL names no filter.
 */
export function filtersFromSearch(search: URLSearchParams): UrlFilters | null {
  const text = (name: string) => (search.get(name) ?? '').trim().slice(0, 200);
  const type = text('type');
  const filters: ListFilters = {
    ...emptyListFilters,
    startDate: DAY.test(text('startDate')) ? text('startDate') : '',
    endDate: DAY.test(text('endDate')) ? text('endDate') : '',
    description: text('description'),
    category: text('category'),
    type: (CATEGORY_TYPES as readonly string[]).includes(type)
      ? (type as TransactionFilters['type'])
      : '',
    minAmount: AMOUNT.test(text('minAmount')) ? text('minAmount') : '',
    maxAmount: AMOUNT.test(text('maxAmount')) ? text('maxAmount') : '',
    accountId: ID.test(text('accountId')) ? text('accountId').toLowerCase() : '',
    // Longer than a tag can be, it would only be refused by the server.
    tag: [...text('tag')].length <= MAX_TAG_LENGTH ? text('tag') : '',
  };
  if (Object.values(filters).every((value) => value === '')) return null;
  return { filters, all: search.get('all') === 'true' };
}
