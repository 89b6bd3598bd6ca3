import {
  amountBoundCents,
  budgetMonthBounds,
  budgetMonthOf,
  budgetMonthRange,
} from '@elevate/shared';
import type { ParsedTransactionListQuery } from '@elevate/shared/schemas/transactions';
import { eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema.ts';

/** ILIKE pattern for 'contains': the user's %, _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text's bound in cents (the schema let only plain decimals through). */
function centsBound(text: string, edge: 'min' | 'max'): number | undefined {
  return amountBoundCents(text, edge) ?? undefined;
}

/**
 * The query with month=YYYY-MM turned into its dates: the ledger's budget month
 * (decision 0063) from its first instant to its last millisecond, as the web client
 * used to send it (the schema refuses month with startDate or endDate). Every list
 * path reads the dates only.
 */
export function inBudgetMonth(q: ParsedTransactionListQuery, startDay: number): DatedQuery {
  const { month, ...rest } = q;
  if (month === undefined) return rest;
  const range = budgetMonthRange(month, startDay);
  return { ...rest, startDate: new Date(range.startDate), endDate: new Date(range.endDate) };
}

/** A list query whose month, if it had one, is dates now (inBudgetMonth): what the filters read. */
export type DatedQuery = Omit<ParsedTransactionListQuery, 'month'>;

export interface Filter<V> {
  /** Its placeholder in the prepared statements. */
  name: string;
  /** The value to filter on, or undefined when the query does not set it. */
  value: (q: DatedQuery) => V | undefined;
  /** `ledger` is the ledger's id as the statement has it (a value or the ledgerId placeholder). */
  where: (value: V | Placeholder, ledger: SQL) => SQL;
}

const defineFilter = <V>(filter: Filter<V>) => filter as Filter<unknown>;
const t = transactions;

/** Every list filter, in a fixed order: which of them a query sets picks its statement. */
export const FILTERS = [
  defineFilter({
    name: 'startDate',
    value: (q) => q.startDate,
    where: (v) => gte(t.date, v),
  }),
  defineFilter({
    name: 'endDate',
    value: (q) => q.endDate,
    where: (v) => lte(t.date, v),
  }),
  defineFilter({
    name: 'description',
    value: (q) => (q.description ? containsPattern(q.description) : undefined),
    where: (v) => sql`${t.description} ilike ${v} escape '\\'`,
  }),
  defineFilter({
    name: 'category',
    value: (q) => (q.category ? containsPattern(q.category) : undefined),
    // A split row's category holds its parts' (decision 0055): it matches when one of them does.
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
  // Another ledger's account matches nothing: every list query is scoped to the ledger.
  defineFilter({
    name: 'accountId',
    value: (q) => q.accountId,
    where: (v) => eq(t.accountId, v),
  }),
  // Exact, whatever the case (decision 0053), off transactions_tags_idx: the keys there are
  // prefixed with the ledger, so the statement's own ledger id builds the one it looks up,
  // and the index's condition is named so the planner may use it.
  defineFilter({
    name: 'tag',
    value: (q) => q.tag || undefined,
    where: (v, ledger) => sql`${t.tags} <> '{}'::text[]
      and elevate_tag_keys(${t.ledgerId}, ${t.tags}) @> array[elevate_tag_key(${ledger}::uuid, ${v}::text)]`,
  }),
];

/** The filters the query sets, with their values. */
export function setFilters(q: DatedQuery) {
  return FILTERS.flatMap((filter, index) => {
    const value = filter.value(q);
    return value === undefined ? [] : [{ filter, index, value }];
  });
}

/** The query's filters as conditions with their values bound (for the full list). */
export function filterConditions(q: DatedQuery, ledgerId: string): SQL[] {
  return setFilters(q).map(({ filter, value }) => filter.where(value, sql`${ledgerId}`));
}

/** Whether `instant` is the first instant of a budget month of the ledger; its month if so. */
function budgetMonthStarting(instant: Date, startDay: number): string | null {
  const month = budgetMonthOf(instant, startDay);
  return budgetMonthBounds(month, startDay).start.getTime() === instant.getTime() ? month : null;
}

/**
 * Whole budget months, when the query asks for exactly that and nothing else
 * (month=YYYY-MM, as the dashboard and the Transactions page ask for a
 * budget's month, or a range of whole months from API clients): from the
 * first instant of a budget month to its last millisecond, `set` being the
 * query's setFilters(). `until` is the first instant after them; the months are
 * the month counts' keys ('YYYY-MM') of the first and of the one after the last.
 */
export function wholeMonths(
  q: DatedQuery,
  set: ReturnType<typeof setFilters>,
  startDay: number,
): { from: Date; until: Date; fromMonth: string; untilMonth: string } | null {
  const { startDate, endDate } = q;
  if (!startDate || !endDate || set.length !== 2) return null;
  const fromMonth = budgetMonthStarting(startDate, startDay);
  const until = new Date(endDate.getTime() + 1);
  const untilMonth = budgetMonthStarting(until, startDay);
  if (fromMonth === null || untilMonth === null || until <= startDate) return null;
  return { from: startDate, until, fromMonth, untilMonth };
}
