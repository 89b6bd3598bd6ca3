import { describe, expect, it } from 'vitest';
import { inMainAccount } from '../../../test/account-fixtures.ts';
import { acceptsDrop, type DragData } from './drag-data.ts';

const category = (name: string, type: 'expense' | 'income' | 'savings', index = 0): DragData => ({
  kind: 'category',
  category: { name, type, budgetedAmount: 0, actualAmount: 0, sortOrder: index },
  index,
});
const transaction = (categoryName: string, type: 'expense' | 'income' = 'expense'): DragData => ({
  kind: 'transaction',
  transaction: {
    _id: 't1',
    user: 'u',
    date: '2026-03-02T00:00:00.000Z',
    description: 'Lunch',
    amount: 12,
    type,
    category: categoryName,
    ...inMainAccount,
    createdAt: '2026-03-02T00:00:00.000Z',
  },
});

describe('drop rules', () => {
  it('a transaction drops on a category of its type with another name', () => {
    expect(acceptsDrop(transaction('Groceries'), category('Dining Out', 'expense'))).toBe(true);
    expect(acceptsDrop(transaction('Groceries'), category('Groceries', 'expense'))).toBe(false);
    expect(acceptsDrop(transaction('Groceries'), category('Salary', 'income'))).toBe(false);
  });

  it('a category only takes a place among its own type', () => {
    expect(acceptsDrop(category('Rent', 'expense'), category('Food', 'expense', 1))).toBe(true);
    expect(acceptsDrop(category('Rent', 'expense'), category('Vacation', 'savings'))).toBe(false);
  });

  it('nothing drops on a transaction or on unknown data', () => {
    expect(acceptsDrop(category('Rent', 'expense'), transaction('Rent'))).toBe(false);
    expect(acceptsDrop(undefined, category('Rent', 'expense'))).toBe(false);
  });
});
