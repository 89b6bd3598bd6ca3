import type { TransactionFilters } from './schemas/transactions.ts';
import { dayRangeUTC } from './month.ts';
import { amountBoundCents, toCents } from './money.ts';

/**
 * Filters (docs/product/README.md) applied in the browser (the Transactions page's 'applied'
 * and 'all filtered' modes), with the server's meaning: dates are whole UTC
 * days, description and category are case-insensitive 'contains', type is
 * exact, and min/max compare amounts as decimals (amountBoundCents). Blank or
 * unparseable fields filter nothing. packages/shared/src/test-fixtures/filter-cases.ts
 * holds the cases both this and the server's SQL filter must agree on.
 */
type Filterable = {
  date: string;
  description: string;
  /** null for a split transaction: its parts carry the categories. */
  category: string | null;
  type: string;
  amount: number;
  /** A split's parts (decision 0055); absent or [] when not split. */
  splits?: readonly { category: string }[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayBound(value: string, edge: 'startDate' | 'endDate'): number | null {
  const trimmed = value.trim();
  return DAY.test(trimmed) ? Date.parse(dayRangeUTC(trimmed)[edge]) : null;
}

export function hasActiveFilters(filters: TransactionFilters): boolean {
  // Every field is a string; Object.values types an interface's values as any.
  return (Object.values(filters) as string[]).some((value) => value.trim() !== '');
}

/** A predicate built once per filter set, so 100,000 rows are tested without re-parsing. */
export function transactionFilterPredicate(
  filters: TransactionFilters,
): (row: Filterable) => boolean {
  const start = dayBound(filters.startDate, 'startDate');
  const end = dayBound(filters.endDate, 'endDate');
  const description = filters.description.trim().toLowerCase();
  const category = filters.category.trim().toLowerCase();
  const type = filters.type;
  const min = amountBoundCents(filters.minAmount, 'min');
  const max = amountBoundCents(filters.maxAmount, 'max');
  return (row) => {
    if (start !== null || end !== null) {
      const time = Date.parse(row.date);
      if (start !== null && time < start) return false;
      if (end !== null && time > end) return false;
    }
    if (description && !row.description.toLowerCase().includes(description)) return false;
    // A split matches when one of its parts does, as the server's ?category= filter.
    if (category && !categoryMatches(row, category)) return false;
    if (type && row.type !== type) return false;
    if (min !== null && toCents(row.amount) < min) return false;
    if (max !== null && toCents(row.amount) > max) return false;
    return true;
  };
}

function categoryMatches(row: Filterable, category: string): boolean {
  if (row.category?.toLowerCase().includes(category)) return true;
  return (row.splits ?? []).some((part) => part.category.toLowerCase().includes(category));
}

export function filterTransactions<T extends Filterable>(
  rows: readonly T[],
  filters: TransactionFilters,
): T[] {
  return rows.filter(transactionFilterPredicate(filters));
}

/**
 * The filters as GET /api/transactions query values: blanks dropped, dates
 * sent as the start and end of their UTC day.
 */
export function transactionFiltersToQuery(filters: TransactionFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const start = filters.startDate.trim();
  const end = filters.endDate.trim();
  if (DAY.test(start)) query.startDate = dayRangeUTC(start).startDate;
  if (DAY.test(end)) query.endDate = dayRangeUTC(end).endDate;
  for (const key of ['description', 'category', 'type'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  for (const key of ['minAmount', 'maxAmount'] as const) {
    const value = filters[key].trim();
    if (amountBoundCents(value, 'min') !== null) query[key] = value;
  }
  return query;
}
