import { describe, expect, it } from 'vitest';
import {
  createTransactionBody,
  MONTH_WITH_DATES_MESSAGE,
  transactionListQuery,
  updateTransactionBody,
} from './transactions.ts';

const valid = {
  date: '2026-11-21',
  description: 'Grocery Shopping',
  amount: 45.99,
  type: 'expense',
  category: 'Food & Dining',
};

describe('create transaction body', () => {
  it('accepts a transaction with or without notes', () => {
    expect(createTransactionBody.safeParse(valid).success).toBe(true);
    expect(createTransactionBody.safeParse({ ...valid, notes: null }).success).toBe(true);
    expect(createTransactionBody.safeParse({ ...valid, notes: '' }).success).toBe(true);
    expect(createTransactionBody.safeParse({ ...valid, amount: -12.5 }).success).toBe(true);
  });

  it.each([
    ['amount', '45.99'],
    ['amount', NaN],
    ['amount', Infinity],
    ['amount', JSON.parse('1e309') as number],
    ['amount', 0.001],
    ['amount', null],
    ['amount', [45.99]],
    ['amount', 0],
    ['amount', 1_000_000_000.01],
    ['date', 'tomorrow'],
    ['date', '2026-02-30'],
    ['type', 'transfer'],
    ['description', '   '],
    ['description', 'x'.repeat(201)],
    ['category', ''],
    ['notes', 'x'.repeat(1001)],
    ['notes', 5],
  ])('refuses %s = %j', (field, value) => {
    const result = createTransactionBody.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it.each(['date', 'description', 'amount', 'type', 'category'])('needs %s', (field) => {
    const body: Record<string, unknown> = { ...valid };
    delete body[field];
    expect(createTransactionBody.safeParse(body).success).toBe(false);
  });

  it.each([
    { user: 'x' },
    { _id: '0b7c1a52-3f5e-4d2a-9c1b-8e2f4a6d7c90' },
    JSON.parse('{"__proto__":{"admin":true}}'),
  ])('refuses the extra key in %j', (extra) => {
    expect(createTransactionBody.safeParse({ ...valid, ...extra }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});

describe('update transaction body', () => {
  it('accepts a partial change or the full transaction echoed back', () => {
    expect(updateTransactionBody.safeParse({ category: 'Groceries' }).success).toBe(true);
    const full = {
      ...valid,
      _id: '0b7c1a52-3f5e-4d2a-9c1b-8e2f4a6d7c90',
      user: '1b7c1a52-3f5e-4d2a-9c1b-8e2f4a6d7c90',
      createdAt: '2026-11-21T10:00:00.000Z',
      notes: null,
      isDemo: false,
    };
    expect(updateTransactionBody.safeParse(full).success).toBe(true);
  });

  it('still checks what it is given and refuses other keys', () => {
    expect(updateTransactionBody.safeParse({ amount: 0 }).success).toBe(false);
    expect(updateTransactionBody.safeParse({ updatedBy: 'x' }).success).toBe(false);
  });
});

describe('transaction list query', () => {
  it('takes a month as YYYY-MM, in the years 1900-2200', () => {
    expect(transactionListQuery.parse({ month: ' 2026-11 ' }).month).toBe('2026-11');
    expect(transactionListQuery.parse({ month: '1900-01' }).month).toBe('1900-01');
    expect(transactionListQuery.parse({ month: '2200-12' }).month).toBe('2200-12');
  });

  it('refuses month with startDate or endDate, naming month', () => {
    const result = transactionListQuery.safeParse({ month: '2026-11', endDate: '2026-11-30' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['month'], message: MONTH_WITH_DATES_MESSAGE }),
    ]);
  });

  it('defaults to page 1 of 50', () => {
    expect(transactionListQuery.parse({})).toEqual({ page: 1, limit: 50 });
  });

  it('coerces query strings', () => {
    const query = transactionListQuery.parse({
      page: '3',
      limit: '250',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-30T23:59:59.999Z',
      description: ' shop ',
      category: 'Food',
      type: 'expense',
      minAmount: '-10.5',
      maxAmount: '100',
      getAllForFilters: 'true',
    });
    expect(query).toMatchObject({
      page: 3,
      limit: 250,
      description: 'shop',
      minAmount: '-10.5',
      maxAmount: '100',
    });
    expect(query.getAllForFilters).toBe(true);
    expect(query.endDate?.toISOString()).toBe('2026-11-30T23:59:59.999Z');
    expect(transactionListQuery.parse({ getAllForFilters: 'false' }).getAllForFilters).toBe(false);
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'abc' },
    { limit: '0' },
    { limit: '251' },
    { type: 'transfer' },
    { minAmount: 'ten' },
    { maxAmount: '1e5' },
    { startDate: 'yesterday' },
    { getAllForFilters: 'yes' },
    { month: '2026-13' },
    { month: '2026-1' },
    { month: '2026-11-01' },
    { month: '1899-12' },
    { month: '2201-01' },
    { month: '2026-11', startDate: '2026-11-01' },
    { month: '2026-11', endDate: '2026-11-30' },
  ])('refuses %j', (query) => {
    expect(transactionListQuery.safeParse(query).success).toBe(false);
  });
});
