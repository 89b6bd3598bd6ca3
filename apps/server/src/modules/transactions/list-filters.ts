import { startOfMonthUTC } from '@elevate/shared';
import type { ParsedTransactionListQuery } from '@elevate/shared/schemas/transactions';
import { eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema.ts';

/** ILIKE pattern for 'contains': the user's %, _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Dollar bounds to cents. amount >= min holds for whole cents from ceil(min)
 * and amount <= max up to floor(max); rounding first absorbs binary noise
 * (0.29 * 100 = 28.999…).
 */
function centsBound(dollars: number, direction: 'min' | 'max'): number {
  const cents = dollars * 100;
  const rounded = Math.round(cents);
  if (Math.abs(cents - rounded) < 1e-6) return rounded;
  return direction === 'min' ? Math.ceil(cents) : Math.floor(cents);
}

export interface Filter<V> {
  /** Its placeholder in the prepared statements. */
  name: string;
  /** The value to filter on, or undefined when the query does not set it. */
  value: (q: ParsedTransactionListQuery) => V | undefined;
  where: (value: V | Placeholder) => SQL;
}

const defineFilter = <V>(filter: Filter<V>) => filter as Filter<unknown>;
const t = transactions;

/** Every list filter, in a fixed order: which of them a query sets picks its statement. */
export const FILTERS = [
  defineFilter({ name: 'startDate', value: (q) => q.startDate, where: (v) => gte(t.date, v) }),
  defineFilter({ name: 'endDate', value: (q) => q.endDate, where: (v) => lte(t.date, v) }),
  defineFilter({
    name: 'description',
    value: (q) => (q.description ? containsPattern(q.description) : undefined),
    where: (v) => sql`${t.description} ilike ${v} escape '\\'`,
  }),
  defineFilter({
    name: 'category',
    value: (q) => (q.category ? containsPattern(q.category) : undefined),
    where: (v) => sql`${t.category} ilike ${v} escape '\\'`,
  }),
  defineFilter({ name: 'type', value: (q) => q.type || undefined, where: (v) => eq(t.type, v) }),
  defineFilter({
    name: 'minAmount',
    value: (q) => (q.minAmount === undefined ? undefined : centsBound(q.minAmount, 'min')),
    where: (v) => gte(t.amountCents, v),
  }),
  defineFilter({
    name: 'maxAmount',
    value: (q) => (q.maxAmount === undefined ? undefined : centsBound(q.maxAmount, 'max')),
    where: (v) => lte(t.amountCents, v),
  }),
];

/** The filters the query sets, with their values. */
export function setFilters(q: ParsedTransactionListQuery) {
  return FILTERS.flatMap((filter, index) => {
    const value = filter.value(q);
    return value === undefined ? [] : [{ filter, index, value }];
  });
}

/** The query's filters as conditions with their values bound (for the full list). */
export function filterConditions(q: ParsedTransactionListQuery): SQL[] {
  return setFilters(q).map(({ filter, value }) => filter.where(value));
}

/**
 * Whole UTC months, when the query asks for exactly that and nothing else (as
 * the dashboard and the Transactions page do for a budget's month): from the
 * first instant of a month to its last millisecond, `set` being the query's
 * setFilters(). `until` is the first instant after them.
 */
export function wholeMonths(
  q: ParsedTransactionListQuery,
  set: ReturnType<typeof setFilters>,
): { from: Date; until: Date } | null {
  const { startDate, endDate } = q;
  if (!startDate || !endDate || set.length !== 2) return null;
  if (startOfMonthUTC(startDate).getTime() !== startDate.getTime()) return null;
  const until = new Date(endDate.getTime() + 1);
  if (startOfMonthUTC(until).getTime() !== until.getTime() || until <= startDate) return null;
  return { from: startDate, until };
}
