import { describe, expect, it } from 'vitest';
import { emptyTransactionFilters } from '@elevate/shared/schemas/transactions';
import { emptyListFilters, listQueryOf, monthFilters, wholeMonthOf } from './filter-query.ts';

const dates = (startDate: string, endDate: string) => ({
  ...emptyTransactionFilters,
  startDate,
  endDate,
});

describe('filters as a list query', () => {
  it.each([
    ['2026-02-01', '2026-02-28', '2026-02'],
    ['2024-02-01', '2024-02-29', '2024-02'],
    ['2026-12-01', '2026-12-31', '2026-12'],
    ['2026-02-01', '2026-02-27', null],
    ['2026-02-02', '2026-02-28', null],
    ['2026-01-01', '2026-02-28', null],
    ['2026-02-01', '', null],
  ])('%s to %s is the whole month %s', (start, end, month) => {
    expect(wholeMonthOf(dates(start, end))).toBe(month);
  });

  it('shows a month as its first and last day', () => {
    expect(monthFilters('2024-02')).toEqual({
      ...dates('2024-02-01', '2024-02-29'),
      accountId: '',
      tag: '',
    });
  });

  it('asks for a whole month by month=, any other range by its UTC days', () => {
    expect(listQueryOf({ ...dates('2026-02-01', '2026-02-28'), type: 'income' })).toEqual({
      month: '2026-02',
      type: 'income',
    });
    expect(listQueryOf(dates('2026-02-01', '2026-02-14'))).toEqual({
      startDate: '2026-02-01T00:00:00.000Z',
      endDate: '2026-02-14T23:59:59.999Z',
    });
    expect(listQueryOf({ ...emptyTransactionFilters, maxAmount: '4.259' })).toEqual({
      maxAmount: '4.259',
    });
  });

  it('narrows to an account by accountId, with the month or alone', () => {
    const card = '7d9f0c1e-0000-4000-8000-0000000000c1';
    expect(listQueryOf({ ...monthFilters('2026-02'), accountId: card })).toEqual({
      month: '2026-02',
      accountId: card,
    });
    expect(listQueryOf({ ...emptyListFilters, accountId: card })).toEqual({ accountId: card });
    expect(listQueryOf(emptyListFilters)).toEqual({});
  });

  it('narrows to a tag by tag=, trimmed, with the month, an account and the other filters', () => {
    const card = '7d9f0c1e-0000-4000-8000-0000000000c1';
    expect(listQueryOf({ ...monthFilters('2026-02'), tag: ' trip-2026 ' })).toEqual({
      month: '2026-02',
      tag: 'trip-2026',
    });
    expect(
      listQueryOf({ ...emptyListFilters, description: 'cafe', accountId: card, tag: 'Food' }),
    ).toEqual({ description: 'cafe', accountId: card, tag: 'Food' });
    expect(listQueryOf({ ...emptyListFilters, tag: '   ' })).toEqual({});
  });

  describe('with the budget month starting on the 25th', () => {
    it.each([
      ['2026-03-25', '2026-04-24', '2026-04'],
      ['2025-12-25', '2026-01-24', '2026-01'],
      ['2026-04-01', '2026-04-30', null],
      ['2026-03-25', '2026-04-25', null],
      ['2026-13-25', '2026-04-24', null],
    ])('%s to %s is the whole budget month %s', (start, end, month) => {
      expect(wholeMonthOf(dates(start, end), 25)).toBe(month);
    });

    it('shows a budget month as its first and last day, and asks for it by month=', () => {
      const april = monthFilters('2026-04', 25);
      expect(april).toEqual({ ...dates('2026-03-25', '2026-04-24'), accountId: '', tag: '' });
      expect(listQueryOf(april, 25)).toEqual({ month: '2026-04' });
      // A calendar month is then just a range of days.
      expect(listQueryOf(dates('2026-04-01', '2026-04-30'), 25)).toEqual({
        startDate: '2026-04-01T00:00:00.000Z',
        endDate: '2026-04-30T23:59:59.999Z',
      });
    });
  });
});
