import { describe, expect, it } from 'vitest';
import { emptyTransactionFilters, type TransactionFilters } from './schemas/transactions.ts';
import { filterCaseRows, filterCases, filtersOf } from './test-fixtures/filter-cases.ts';
import {
  filterTransactions,
  hasActiveFilters,
  transactionFiltersToQuery,
} from './transaction-filters.ts';

const rows = [
  {
    id: 1,
    date: '2026-03-01T00:00:00.000Z',
    description: 'Rent March',
    category: 'Housing',
    type: 'expense',
    amount: 1200,
  },
  {
    id: 2,
    date: '2026-03-15T23:59:59.000Z',
    description: 'Coffee',
    category: 'Dining Out',
    type: 'expense',
    amount: 4.5,
  },
  {
    id: 3,
    date: '2026-03-16T00:00:00.000Z',
    description: 'Paycheck',
    category: 'Salary',
    type: 'income',
    amount: 3000,
  },
  {
    id: 4,
    date: '2026-03-20T10:00:00.000Z',
    description: 'Refund',
    category: 'Dining Out',
    type: 'expense',
    amount: -4.5,
  },
];

const ids = (filters: Partial<TransactionFilters>) =>
  filterTransactions(rows, { ...emptyTransactionFilters, ...filters }).map((row) => row.id);

describe('client-side transaction filters', () => {
  it('keep everything when no field is set', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(hasActiveFilters(emptyTransactionFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyTransactionFilters, description: ' x ' })).toBe(true);
  });

  it('treat start and end dates as whole UTC days, inclusive', () => {
    expect(ids({ startDate: '2026-03-15', endDate: '2026-03-15' })).toEqual([2]);
    expect(ids({ startDate: '2026-03-16' })).toEqual([3, 4]);
  });

  it('match description and category case-insensitively as contains', () => {
    expect(ids({ description: 'rent' })).toEqual([1]);
    expect(ids({ category: 'dining' })).toEqual([2, 4]);
  });

  it('match the type exactly and compare amounts as decimals, both bounds inclusive', () => {
    expect(ids({ type: 'income' })).toEqual([3]);
    expect(ids({ minAmount: '4.50', maxAmount: '1200' })).toEqual([1, 2]);
    expect(ids({ maxAmount: '0' })).toEqual([4]);
  });

  it('ignore amounts that are not decimals', () => {
    expect(ids({ minAmount: 'abc' })).toEqual([1, 2, 3, 4]);
  });

  it('become query values with dates at the start and end of their UTC day', () => {
    expect(
      transactionFiltersToQuery({
        ...emptyTransactionFilters,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        description: ' coffee ',
        type: 'expense',
        minAmount: '1.5',
        maxAmount: 'x',
      }),
    ).toEqual({
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-03-31T23:59:59.999Z',
      description: 'coffee',
      type: 'expense',
      minAmount: '1.5',
    });
  });
});

// The same table runs through the server's SQL filter in
// apps/server/src/modules/transactions/filter-cases.test.ts.
describe('the shared filter table, in the browser', () => {
  it.each(filterCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const picked = filterTransactions(filterCaseRows, filtersOf(c)).map((r) => r.description);
    expect(picked.sort()).toEqual([...c.expected].sort());
  });
});

describe('the category filter and split transactions (decision 0055)', () => {
  const split = {
    date: '2026-03-02T00:00:00.000Z',
    description: 'Supermarket',
    category: null,
    type: 'expense',
    amount: 100,
    splits: [{ category: 'Groceries' }, { category: 'Household' }],
  };
  const filters = (category: string) => ({ ...emptyTransactionFilters, category });

  it('finds a split whose part matches, as the server does', () => {
    expect(filterTransactions([split], filters('house'))).toEqual([split]);
    expect(filterTransactions([split], filters('Groceries'))).toEqual([split]);
  });

  it('leaves out a split none of whose parts matches, and reads a missing list as none', () => {
    expect(filterTransactions([split], filters('Rent'))).toEqual([]);
    const { splits: _parts, ...old } = { ...split, category: 'Groceries' };
    expect(filterTransactions([old], filters('groc'))).toEqual([old]);
  });
});
