import { describe, expect, it } from 'vitest';
import { emptyTransactionFilters } from '@elevate/shared/schemas/transactions';
import { filtersFromSearch } from './url-filters.ts';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('filters from the URL', () => {
  it('reads the form fields and the Filter All switch', () => {
    expect(
      parse('startDate=2026-01-01&endDate=2026-03-31&category=Groceries&type=expense&all=true'),
    ).toEqual({
      filters: {
        ...emptyTransactionFilters,
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        category: 'Groceries',
        type: 'expense',
      },
      all: true,
    });
  });

  it('leaves out what the form would not hold, and is null without a filter', () => {
    expect(parse('')).toBeNull();
    expect(parse('all=true&type=fun&startDate=yesterday&minAmount=abc')).toBeNull();
    expect(parse('description=%20Costco%20&maxAmount=12.5')).toEqual({
      filters: { ...emptyTransactionFilters, description: 'Costco', maxAmount: '12.5' },
      all: false,
    });
  });
});
