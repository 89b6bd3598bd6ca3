import { describe, expect, it } from 'vitest';
import { emptyListFilters } from '../../entities/transactions/filter-query.ts';
import { filtersFromSearch } from './url-filters.ts';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('filters from the URL', () => {
  it('reads the form fields and the Filter All switch', () => {
    expect(
      parse('startDate=2026-01-01&endDate=2026-03-31&category=Groceries&type=expense&all=true'),
    ).toEqual({
      filters: {
        ...emptyListFilters,
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        category: 'Groceries',
        type: 'expense',
      },
      all: true,
    });
  });

  it('reads an account (the Accounts page links to its transactions)', () => {
    const card = '7D9F0C1E-0000-4000-8000-0000000000C1';
    expect(parse(`accountId=${card}`)).toEqual({
      filters: { ...emptyListFilters, accountId: card.toLowerCase() },
      all: false,
    });
  });

  it('reads a tag (the Reports page links to its transactions), a too-long one left out', () => {
    expect(parse('tag=%20trip-2026%20&startDate=2026-01-01&all=true')).toEqual({
      filters: { ...emptyListFilters, tag: 'trip-2026', startDate: '2026-01-01' },
      all: true,
    });
    expect(parse(`tag=${'x'.repeat(41)}`)).toBeNull();
  });

  it('leaves out what the form would not hold, and is null without a filter', () => {
    expect(parse('')).toBeNull();
    expect(parse('all=true&type=fun&startDate=yesterday&minAmount=abc')).toBeNull();
    expect(parse('accountId=main')).toBeNull();
    expect(parse('description=%20Costco%20&maxAmount=12.5')).toEqual({
      filters: { ...emptyListFilters, description: 'Costco', maxAmount: '12.5' },
      all: false,
    });
  });
});
