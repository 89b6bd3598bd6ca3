import type { CategoryType } from '../category.ts';
import { emptyTransactionFilters, type TransactionFilters } from '../schemas/transactions.ts';

/**
 * One table of docs/product/api-transactions.md filter cases, for tests only (nothing in the app
 * imports it): the server's SQL filter (through GET /api/transactions, on
 * PGlite and PostgreSQL) and the browser's transactionFilterPredicate must
 * both pick exactly `expected` out of `filterCaseRows`. Descriptions are
 * unique, so they name the rows.
 */
export interface FilterCaseRow {
  date: string;
  description: string;
  amount: number;
  type: CategoryType;
  category: string;
}

const row = (
  date: string,
  description: string,
  amount: number,
  category = 'Misc',
  type: CategoryType = 'expense',
): FilterCaseRow => ({ date, description, amount, type, category });

export const filterCaseRows: readonly FilterCaseRow[] = [
  row('2024-02-29T12:00:00.000Z', 'Leap day lunch', 12.5, 'Dining Out'),
  row('2026-01-01T00:00:00.000Z', 'New year first instant', 0.01),
  row('2026-01-31T23:59:59.999Z', 'January last instant', 4.25, 'Groceries'),
  row('2026-02-01T00:00:00.000Z', 'February first instant', 4.26, 'Groceries'),
  row('2026-02-14T09:00:00.000Z', '100% juice', 0.29, 'R&D_50%'),
  row('2026-02-14T10:00:00.000Z', 'snake_case book', 30, 'Education'),
  row('2026-02-15T08:00:00.000Z', 'Crème brûlée', 7.5, 'Épicerie fine'),
  row('2026-02-16T08:00:00.000Z', 'CAFÉ NOIR', 3, 'Dining Out'),
  row('2026-02-17T08:00:00.000Z', 'cafe latte', 4.5, 'dining out'),
  row('2026-02-18T08:00:00.000Z', 'Refund shoes', -60, 'Shopping'),
  row('2026-02-19T08:00:00.000Z', 'Tiny refund', -0.01, 'Shopping'),
  row('2026-02-20T08:00:00.000Z', 'Salary', 4000, 'Salary', 'income'),
  row('2026-02-21T08:00:00.000Z', 'Emergency top-up', 250, 'Emergency Fund', 'savings'),
  row('2026-02-28T23:59:59.999Z', 'February last instant', 1200, 'Housing'),
  row('2026-03-01T00:00:00.000Z', 'March first instant', 1200, 'Housing'),
];

export interface FilterCase {
  name: string;
  filters: Partial<TransactionFilters>;
  /** Descriptions of the matching rows, in any order. */
  expected: string[];
}

const all = filterCaseRows.map((r) => r.description);
const where = (keep: (r: FilterCaseRow) => boolean) =>
  filterCaseRows
    .filter(keep)
    .map((r) => r.description)
    .sort();

export const filterCases: readonly FilterCase[] = [
  { name: 'no filter keeps every row', filters: {}, expected: [...all].sort() },
  // Amount bounds with sub-cent digits compare as decimals (amountBoundCents).
  {
    name: 'max 4.259 keeps 4.25, drops 4.26',
    filters: { maxAmount: '4.259' },
    expected: where((r) => r.amount <= 4.25),
  },
  {
    name: 'min 4.259 keeps 4.26, drops 4.25',
    filters: { minAmount: '4.259' },
    expected: where((r) => r.amount >= 4.26),
  },
  {
    name: 'min 0.005 starts at 0.01',
    filters: { minAmount: '0.005' },
    expected: where((r) => r.amount >= 0.01),
  },
  {
    name: 'max 0.005 keeps 0 and below',
    filters: { maxAmount: '0.005' },
    expected: where((r) => r.amount <= 0),
  },
  {
    name: 'max -0.005 keeps -0.01 and below',
    filters: { maxAmount: '-0.005' },
    expected: ['Refund shoes', 'Tiny refund'],
  },
  {
    name: 'min -0.005 drops every refund',
    filters: { minAmount: '-0.005' },
    expected: where((r) => r.amount >= 0),
  },
  {
    name: 'a negative min and max',
    filters: { minAmount: '-60', maxAmount: '-60' },
    expected: ['Refund shoes'],
  },
  {
    name: 'bounds are inclusive',
    filters: { minAmount: '4.25', maxAmount: '4.26' },
    expected: ['February first instant', 'January last instant'],
  },
  {
    name: '0.29 is exact (no binary noise)',
    filters: { minAmount: '0.29', maxAmount: '0.29' },
    expected: ['100% juice'],
  },
  {
    name: 'trailing zeros change nothing',
    filters: { minAmount: '1200.000' },
    expected: where((r) => r.amount >= 1200),
  },
  {
    name: 'an amount that is not a number filters nothing',
    filters: { minAmount: 'abc', maxAmount: '1e5' },
    expected: [...all].sort(),
  },
  // Text: case-insensitive 'contains', wildcards literal, accents significant.
  { name: 'description % is literal', filters: { description: '%' }, expected: ['100% juice'] },
  {
    name: 'description _ is literal',
    filters: { description: 'e_c' },
    expected: ['snake_case book'],
  },
  {
    name: 'description ignores case',
    filters: { description: 'INSTANT' },
    expected: where((r) => r.description.includes('instant')),
  },
  {
    name: 'description folds accented capitals',
    filters: { description: 'café' },
    expected: ['CAFÉ NOIR'],
  },
  {
    name: 'description keeps accents significant',
    filters: { description: 'cafe' },
    expected: ['cafe latte'],
  },
  {
    name: 'description trims the typed text',
    filters: { description: '  brûlée ' },
    expected: ['Crème brûlée'],
  },
  {
    name: 'category % and _ are literal',
    filters: { category: 'd_50%' },
    expected: ['100% juice'],
  },
  {
    name: 'category folds accented capitals',
    filters: { category: 'ÉPICERIE' },
    expected: ['Crème brûlée'],
  },
  {
    name: 'category ignores case',
    filters: { category: 'DINING' },
    expected: ['CAFÉ NOIR', 'Leap day lunch', 'cafe latte'],
  },
  { name: 'type is exact', filters: { type: 'savings' }, expected: ['Emergency top-up'] },
  // Dates are whole UTC days, inclusive, at month and day edges.
  {
    name: 'end date keeps the last millisecond of its day',
    filters: { endDate: '2026-01-31' },
    expected: ['January last instant', 'Leap day lunch', 'New year first instant'],
  },
  {
    name: 'start date keeps the first instant of its day',
    filters: { startDate: '2026-02-28' },
    expected: ['February last instant', 'March first instant'],
  },
  {
    name: 'a whole month',
    filters: { startDate: '2026-02-01', endDate: '2026-02-28' },
    expected: where((r) => r.date.startsWith('2026-02')),
  },
  {
    name: 'one day',
    filters: { startDate: '2026-03-01', endDate: '2026-03-01' },
    expected: ['March first instant'],
  },
  {
    name: 'a leap day',
    filters: { startDate: '2024-02-29', endDate: '2024-02-29' },
    expected: ['Leap day lunch'],
  },
  {
    name: 'a month edge across the year',
    filters: { startDate: '2025-12-31', endDate: '2026-01-01' },
    expected: ['New year first instant'],
  },
  {
    name: 'combined: type, category, amounts and dates',
    filters: {
      type: 'expense',
      category: 'o',
      minAmount: '4',
      maxAmount: '1200',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    },
    expected: ['February first instant', 'February last instant', 'cafe latte', 'snake_case book'],
  },
];

export const filtersOf = (c: FilterCase): TransactionFilters => ({
  ...emptyTransactionFilters,
  ...c.filters,
});
