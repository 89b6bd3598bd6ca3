import { describe, expect, it } from 'vitest';
import {
  addMonths,
  canNavigateNext,
  canNavigatePrev,
  dayRangeUTC,
  formatMonthYear,
  formatShortDate,
  isCurrentMonth,
  isSameMonth,
  monthISO,
  monthRangeUTC,
  startOfMonthUTC,
} from './month.ts';

describe('UTC months', () => {
  it('takes the first instant of the month in UTC', () => {
    expect(startOfMonthUTC('2026-11-21T23:59:59.999Z').toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(monthISO(new Date('2026-11-30T23:00:00-05:00'))).toBe('2026-12-01T00:00:00.000Z');
    expect(monthISO('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
  });

  it('steps across year ends both ways', () => {
    expect(addMonths('2026-12-15T00:00:00Z', 1).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(addMonths('2027-01-31T00:00:00Z', -1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(addMonths('2026-01-31T00:00:00Z', 1).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('keeps years below 100 as they are instead of moving them to the 1900s', () => {
    expect(monthISO('0001-01-15')).toBe('0001-01-01T00:00:00.000Z');
    expect(addMonths('0099-12-15T00:00:00Z', 1).toISOString()).toBe('0100-01-01T00:00:00.000Z');
  });

  it('compares months, not days', () => {
    expect(isSameMonth('2026-11-01T00:00:00Z', '2026-11-30T23:59:59.999Z')).toBe(true);
    expect(isSameMonth('2026-11-30T23:59:59.999Z', '2026-12-01T00:00:00Z')).toBe(false);
    expect(isCurrentMonth('2026-11-01T00:00:00Z', '2026-11-21T12:00:00Z')).toBe(true);
    expect(isCurrentMonth('2026-10-01T00:00:00Z', '2026-11-21T12:00:00Z')).toBe(false);
  });
});

describe('month navigation', () => {
  const now = '2026-11-21T12:00:00Z';

  it('allows next only before the current month', () => {
    expect(canNavigateNext('2026-10-01T00:00:00Z', now)).toBe(true);
    expect(canNavigateNext('2025-12-01T00:00:00Z', '2026-01-05T00:00:00Z')).toBe(true);
    expect(canNavigateNext('2026-11-01T00:00:00Z', now)).toBe(false);
    expect(canNavigateNext('2026-12-01T00:00:00Z', now)).toBe(false);
  });

  it('allows previous only after the earliest budget month', () => {
    expect(canNavigatePrev('2026-11-01T00:00:00Z', '2026-10-01T00:00:00Z')).toBe(true);
    expect(canNavigatePrev('2026-10-15T00:00:00Z', '2026-10-01T00:00:00Z')).toBe(false);
    expect(canNavigatePrev('2026-09-01T00:00:00Z', '2026-10-01T00:00:00Z')).toBe(false);
    expect(canNavigatePrev('2026-11-01T00:00:00Z', null)).toBe(false);
  });
});

describe('ranges and labels', () => {
  it('covers a month from its first to its last millisecond', () => {
    expect(monthRangeUTC('2026-12-10T00:00:00Z')).toEqual({
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-31T23:59:59.999Z',
    });
    expect(monthRangeUTC('2028-02-01T00:00:00Z').endDate).toBe('2028-02-29T23:59:59.999Z');
  });

  it('covers a UTC day', () => {
    expect(dayRangeUTC('2026-11-21')).toEqual({
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-21T23:59:59.999Z',
    });
  });

  it('names months and dates in en-US, read in UTC', () => {
    expect(formatMonthYear('2026-11-01T00:00:00.000Z')).toBe('November 2026');
    expect(formatShortDate('2026-11-21T00:00:00.000Z')).toBe('Nov 21, 2026');
    expect(formatShortDate('2026-12-31T23:59:59.999Z')).toBe('Dec 31, 2026');
  });
});
