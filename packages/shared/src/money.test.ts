import { describe, expect, it } from 'vitest';
import {
  amountBoundCents,
  amountColor,
  formatSignedAmount,
  formatUSD,
  fromCents,
  sumDollars,
  toCents,
} from './money.ts';

describe('cents conversion', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [-45.99, -4599],
    [1_000_000_000, 100_000_000_000],
    [0.001, 0],
  ])('toCents(%s) is %s', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('never answers negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(Object.is(fromCents(-0), 0)).toBe(true);
  });

  it.each([Infinity, -Infinity, NaN, Number('1e309')])(
    'refuses the non-finite amount %s',
    (value) => {
      expect(() => toCents(value)).toThrow(RangeError);
    },
  );

  it('turns cents back into the nearest dollars', () => {
    expect(fromCents(30)).toBe(0.3);
    expect(fromCents(-4599)).toBe(-45.99);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('adds dollars without binary noise', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumDollars([])).toBe(0);
  });
});

describe('formatting', () => {
  it('formats US dollars in en-US', () => {
    expect(formatUSD(1234.5)).toBe('$1,234.50');
    expect(formatUSD(-3)).toBe('-$3.00');
    expect(formatUSD(0.1 + 0.2)).toBe('$0.30');
    expect(formatUSD(-0)).toBe('$0.00');
  });

  it('shows expenses with a minus and income with a plus', () => {
    expect(formatSignedAmount(45.99, 'expense')).toBe('-$45.99');
    expect(formatSignedAmount(1500, 'income')).toBe('+$1,500.00');
  });

  it('flips the sign for a refund or a negative income', () => {
    expect(formatSignedAmount(-10, 'expense')).toBe('+$10.00');
    expect(formatSignedAmount(-10, 'income')).toBe('-$10.00');
  });

  it('shows savings with the sign of the value only', () => {
    expect(formatSignedAmount(200, 'savings')).toBe('$200.00');
    expect(formatSignedAmount(-200, 'savings')).toBe('-$200.00');
  });

  it('colours expenses red, income green and savings red only below zero', () => {
    expect(amountColor(5, 'expense')).toBe('error.main');
    expect(amountColor(5, 'income')).toBe('success.main');
    expect(amountColor(5, 'savings')).toBe('primary.main');
    expect(amountColor(0, 'savings')).toBe('primary.main');
    expect(amountColor(-0.01, 'savings')).toBe('error.main');
  });
});

describe('amount bounds', () => {
  it.each([
    ['4.259', 'max', 425],
    ['4.259', 'min', 426],
    ['4.25', 'max', 425],
    ['0.005', 'min', 1],
    ['0.005', 'max', 0],
    ['-0.005', 'max', -1],
    ['-0.005', 'min', 0],
    ['-60', 'min', -6000],
    ['0.29', 'min', 29],
    ['4.2599999999999999', 'max', 425],
    ['4.2500000000000001', 'max', 425],
    ['4.2500000000000001', 'min', 426],
    [' 12.3 ', 'max', 1230],
    ['9999999999.99', 'max', 999_999_999_999],
  ] as const)('%s as a %s is %s cents', (text, edge, cents) => {
    expect(amountBoundCents(text, edge)).toBe(cents);
  });

  it.each(['', 'abc', '1e5', '.5', '5.', '+5', '--1', '1,5', '99999999999999999'])(
    'reads %j as no bound',
    (text) => {
      expect(amountBoundCents(text, 'min')).toBeNull();
    },
  );
});
