import { describe, expect, it } from 'vitest';
import {
  BUDGET_PAGE_SIZE,
  budgetListQuery,
  categoryKey,
  categoryPatch,
  createBudgetBody,
  updateBudgetBody,
} from './budgets.ts';

const groceries = { name: 'Groceries', type: 'expense', budgetedAmount: 400 };

describe('create budget body', () => {
  it('parses the month to its first instant in UTC and accepts the client-computed totals', () => {
    const body = createBudgetBody.parse({
      month: '2026-11-21',
      categories: [{ ...groceries, name: '  Groceries ', actualAmount: 12.5, sortOrder: 3 }],
      totalBudgeted: 400,
      totalActual: 12.5,
    });
    expect(body.month.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(body.categories[0]?.name).toBe('Groceries');
  });

  it.each([
    [
      'a negative budgeted amount',
      { categories: [{ ...groceries, budgetedAmount: -1 }] },
      'categories.0.budgetedAmount',
    ],
    [
      'a string amount',
      { categories: [{ ...groceries, budgetedAmount: '400' }] },
      'categories.0.budgetedAmount',
    ],
    ['an unknown type', { categories: [{ ...groceries, type: 'debt' }] }, 'categories.0.type'],
    ['an empty name', { categories: [{ ...groceries, name: '   ' }] }, 'categories.0.name'],
    [
      'a 101-character name',
      { categories: [{ ...groceries, name: 'x'.repeat(101) }] },
      'categories.0.name',
    ],
    [
      'a fractional sortOrder',
      { categories: [{ ...groceries, sortOrder: 1.5 }] },
      'categories.0.sortOrder',
    ],
    ['a bad month', { month: '2026-02-30' }, 'month'],
    ['a missing month', { month: undefined }, 'month'],
    [
      'the same name twice in one type, ignoring case',
      { categories: [groceries, { ...groceries, name: 'groceries ' }] },
      'categories.1.name',
    ],
  ])('refuses %s', (_label, override, path) => {
    const result = createBudgetBody.safeParse({
      month: '2026-11-01',
      categories: [groceries],
      ...override,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('allows one name under two types', () => {
    const categories = [groceries, { ...groceries, type: 'savings' }];
    expect(createBudgetBody.safeParse({ month: '2026-11-01', categories }).success).toBe(true);
  });

  it.each([
    { user: 'someone' },
    { _id: '0b7c1a52-3f5e-4d2a-9c1b-8e2f4a6d7c90' },
    JSON.parse('{"__proto__":{"x":1}}'),
  ])('refuses the extra key in %j', (extra) => {
    const result = createBudgetBody.safeParse({ month: '2026-11-01', categories: [], ...extra });
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('update budget body', () => {
  it('accepts the full budget echoed back', () => {
    const result = updateBudgetBody.safeParse({
      _id: '0b7c1a52-3f5e-4d2a-9c1b-8e2f4a6d7c90',
      month: '2026-11-01T00:00:00.000Z',
      categories: [{ ...groceries, actualAmount: 10, sortOrder: 0 }],
      totalBudgeted: 400,
      totalActual: 10,
      toBeBudgetedRollover: -20.5,
      version: 3,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    });
    expect(result.success).toBe(true);
  });

  it('accepts a month alone', () => {
    expect(updateBudgetBody.parse({ month: '2026-12-15' }).month?.toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });

  it.each([{ version: 1.5 }, { version: '3' }, { _id: 'abc' }, { user: 'x' }])(
    'refuses %j',
    (body) => {
      expect(updateBudgetBody.safeParse(body).success).toBe(false);
    },
  );
});

describe('category bodies', () => {
  it('names a category by name and type', () => {
    expect(categoryKey.parse({ name: ' Rent ', type: 'expense' })).toEqual({
      name: 'Rent',
      type: 'expense',
    });
    expect(categoryKey.safeParse({ name: 'Rent' }).success).toBe(false);
  });

  it('patches name, type and budgeted amount', () => {
    const patch = {
      name: 'Rent',
      type: 'expense',
      newName: 'Housing',
      newType: 'savings',
      budgetedAmount: 10,
    };
    expect(categoryPatch.safeParse(patch).success).toBe(true);
    expect(categoryPatch.safeParse({ ...patch, budgetedAmount: -1 }).success).toBe(false);
    expect(categoryPatch.safeParse({ ...patch, newName: '' }).success).toBe(false);
  });
});

describe('budget list query', () => {
  it('takes an optional month and drops unknown keys', () => {
    expect(budgetListQuery.parse({ month: '2026-11-01T00:00:00.000Z', _: '1' })).toEqual({
      month: new Date('2026-11-01T00:00:00.000Z'),
      page: 1,
      limit: BUDGET_PAGE_SIZE,
    });
    expect(budgetListQuery.parse({})).toEqual({ page: 1, limit: BUDGET_PAGE_SIZE });
    expect(budgetListQuery.safeParse({ month: 'soon' }).success).toBe(false);
  });

  it('pages by at most 120 budgets', () => {
    expect(budgetListQuery.parse({ page: '2', limit: '24' })).toEqual({ page: 2, limit: 24 });
    for (const query of [{ limit: '121' }, { limit: '0' }, { page: '0' }, { page: '1.5' }]) {
      expect(budgetListQuery.safeParse(query).success).toBe(false);
    }
  });

  it('refuses a month outside 1900-2200 instead of moving it', () => {
    for (const month of ['0001-01-01', '1899-12-01', '2201-01-01']) {
      expect(budgetListQuery.safeParse({ month }).success).toBe(false);
      expect(createBudgetBody.safeParse({ month, categories: [] }).success).toBe(false);
    }
    expect(createBudgetBody.parse({ month: '2200-12-31', categories: [] }).month).toEqual(
      new Date('2200-12-01T00:00:00.000Z'),
    );
  });
});
