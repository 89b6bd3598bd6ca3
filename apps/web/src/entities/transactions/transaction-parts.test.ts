import { describe, expect, it } from 'vitest';
import { categoryShares, filingOf, isFiledUnder } from './transaction-parts.ts';

const parts = [
  { category: 'Groceries', type: 'expense' as const, amount: 70, notes: null },
  { category: 'Household', type: 'expense' as const, amount: 30, notes: 'Soap' },
];
const split = { category: null, amount: 100, type: 'expense' as const, splits: parts };
const plain = { category: 'Rent', amount: 900, type: 'expense' as const };

describe('where a transaction’s money is filed', () => {
  it('counts each part of a split in its own category, and an unsplit row whole in its one', () => {
    expect(categoryShares(split)).toEqual([
      { name: 'Groceries', type: 'expense', amount: 70 },
      { name: 'Household', type: 'expense', amount: 30 },
    ]);
    expect(categoryShares(plain)).toEqual([{ name: 'Rent', type: 'expense', amount: 900 }]);
    expect(categoryShares({ ...plain, splits: [] })).toEqual(categoryShares(plain));
  });

  it('reads a split’s filing as its parts and a row from before splits as its category', () => {
    expect(filingOf(split)).toEqual({ category: null, splits: parts });
    expect(filingOf(plain)).toEqual({ category: 'Rent', splits: [] });
  });

  it('files a split under each category one of its parts is in', () => {
    expect(isFiledUnder(split, 'Household')).toBe(true);
    expect(isFiledUnder(split, 'Rent')).toBe(false);
    expect(isFiledUnder(plain, 'Rent')).toBe(true);
  });
});
