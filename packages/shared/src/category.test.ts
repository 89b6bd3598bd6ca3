import { describe, expect, it } from 'vitest';
import {
  categoriesOfType,
  categoryUniquenessKey,
  isSameCategory,
  sortCategories,
} from './category.ts';

describe('category identity', () => {
  it('is name plus type', () => {
    expect(
      isSameCategory({ name: 'Gifts', type: 'income' }, { name: 'Gifts', type: 'income' }),
    ).toBe(true);
    expect(
      isSameCategory({ name: 'Gifts', type: 'income' }, { name: 'Gifts', type: 'expense' }),
    ).toBe(false);
  });

  it('clashes ignoring case and surrounding spaces', () => {
    expect(categoryUniquenessKey({ name: ' Rent', type: 'expense' })).toBe(
      categoryUniquenessKey({ name: 'rent', type: 'expense' }),
    );
  });
});

describe('category order', () => {
  it('sorts by sortOrder, missing as 0, ties in list order', () => {
    const sorted = sortCategories([
      { name: 'b', sortOrder: 2 },
      { name: 'a' },
      { name: 'c', sortOrder: 0 },
    ]);
    expect(sorted.map((c) => c.name)).toEqual(['a', 'c', 'b']);
  });

  it('picks one type', () => {
    const list = [
      { name: 'x', type: 'income' as const, sortOrder: 1 },
      { name: 'y', type: 'expense' as const, sortOrder: 0 },
      { name: 'z', type: 'income' as const, sortOrder: 0 },
    ];
    expect(categoriesOfType(list, 'income').map((c) => c.name)).toEqual(['z', 'x']);
  });
});
