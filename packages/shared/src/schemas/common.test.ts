import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  idParams,
  isoDate,
  money,
  nonNegativeMoney,
  nonZeroMoney,
  objectId,
} from './common.ts';

describe('money', () => {
  it.each([0, 1, -1, 0.1, 19.99, -45.99, 0.1 + 0.2, 1_000_000_000, -1_000_000_000, 1e9 - 0.01])(
    'accepts %s',
    (value) => {
      expect(money.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    ['a numeric string', '12'],
    ['an empty string', ''],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['1e309 (Infinity once parsed)', JSON.parse('1e309') as number],
    ['a third decimal', 0.001],
    ['1.005', 1.005],
    ['more than a billion', 1_000_000_000.01],
    ['null', null],
    ['an array', [1]],
    ['an object', { value: 1 }],
    ['a boolean', true],
    ['undefined', undefined],
  ])('refuses %s', (_label, value) => {
    expect(money.safeParse(value).success).toBe(false);
  });

  it('says what is wrong', () => {
    expect(money.safeParse(undefined).error?.issues[0]?.message).toBe('Amount is required');
    expect(money.safeParse('12').error?.issues[0]?.message).toBe('Amount must be a finite number');
    expect(money.safeParse(0.001).error?.issues[0]?.message).toBe(
      'Amount must have at most 2 decimal places',
    );
  });

  it('keeps budgeted amounts at 0 or more and transaction amounts away from 0', () => {
    expect(nonNegativeMoney.safeParse(0).success).toBe(true);
    expect(nonNegativeMoney.safeParse(-0.01).success).toBe(false);
    expect(nonZeroMoney.safeParse(-0.01).success).toBe(true);
    expect(nonZeroMoney.safeParse(0).success).toBe(false);
  });
});

describe('isoDate', () => {
  it.each([
    ['2026-11-21', '2026-11-21T00:00:00.000Z'],
    ['2026-11-21T10:30:00.000Z', '2026-11-21T10:30:00.000Z'],
    ['2026-11-21T10:30:00Z', '2026-11-21T10:30:00.000Z'],
    ['2026-11-21T10:30:00+02:00', '2026-11-21T08:30:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['1900-01-01', '1900-01-01T00:00:00.000Z'],
    ['2200-12-31T23:59:59.999Z', '2200-12-31T23:59:59.999Z'],
  ])('parses %s', (input, iso) => {
    expect(isoDate.parse(input).toISOString()).toBe(iso);
  });

  it.each([
    '',
    'yesterday',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2027-02-29',
    '21/11/2026',
    '2026-11-21T25:00:00Z',
    '2026-02-28T24:00:00Z',
    '0001-01-15',
    '0099-12-31',
    '1899-12-31',
    '1900-01-01T00:30:00+01:00',
    '2201-01-01',
    '2200-12-31T23:00:00-05:00',
    '9999-12-31T23:00:00-05:00',
    1700000000000,
    null,
  ])('refuses %s', (input) => {
    expect(isoDate.safeParse(input).success).toBe(false);
  });

  it('names the allowed years when a real date is outside them', () => {
    const result = isoDate.safeParse('0001-01-15');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([DATE_RANGE_MESSAGE]);
  });
});

describe('ids', () => {
  it('accepts a uuid and nothing else', () => {
    expect(objectId.safeParse('0b7c1a52-3f5e-4d2a-9c1b-8e2f4a6d7c90').success).toBe(true);
    expect(objectId.safeParse('507f1f77bcf86cd799439011').success).toBe(false);
    expect(idParams.safeParse({ id: 'nope' }).success).toBe(false);
  });
});
