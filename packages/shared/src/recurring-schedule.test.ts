import { describe, expect, it } from 'vitest';
import {
  clampNote,
  describeSchedule,
  firstIndexOnOrAfter,
  isOccurrence,
  nextOccurrence,
  occurrenceDate,
  occurrencesBetween,
  type Schedule,
} from './recurring-schedule.ts';

const dates = (s: Schedule, from: string, to: string) =>
  occurrencesBetween(s, from, to).map((o) => o.date);

describe('recurring schedules', () => {
  it('every N days and weeks count from the start date', () => {
    const daily: Schedule = { frequency: 'daily', interval: 3, startDate: '2026-02-26' };
    expect(dates(daily, '2026-02-26', '2026-03-07')).toEqual([
      '2026-02-26',
      '2026-03-01',
      '2026-03-04',
      '2026-03-07',
    ]);
    const weekly: Schedule = { frequency: 'weekly', interval: 2, startDate: '2026-12-24' };
    expect(dates(weekly, '2026-12-25', '2027-01-31')).toEqual(['2027-01-07', '2027-01-21']);
  });

  it('a monthly rule on the 31st clamps to short months and comes back to the 31st', () => {
    const s: Schedule = { frequency: 'monthly', interval: 1, startDate: '2027-01-31' };
    expect(dates(s, '2027-01-01', '2027-05-31')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(occurrenceDate(s, 13)).toBe('2028-02-29');
    expect(clampNote(s)).toBe(
      'In months without a 31th day, this happens on the last day of the month.',
    );
  });

  it("'last day of the month' follows every month's length, every 2 months", () => {
    const s: Schedule = {
      frequency: 'monthly',
      interval: 2,
      startDate: '2027-12-15',
      lastDayOfMonth: true,
    };
    expect(dates(s, '2027-12-01', '2028-06-30')).toEqual([
      '2027-12-31',
      '2028-02-29',
      '2028-04-30',
      '2028-06-30',
    ]);
    expect(describeSchedule(s)).toBe('Every 2 months on the last day');
  });

  it('a yearly rule on February 29 falls on February 28 in other years', () => {
    const s: Schedule = { frequency: 'yearly', interval: 1, startDate: '2024-02-29' };
    expect(dates(s, '2024-01-01', '2029-01-01')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    expect(clampNote(s)).toBe('In years without February 29, this happens on February 28.');
  });

  it('an end date and a count both end the schedule', () => {
    const byDate: Schedule = {
      frequency: 'daily',
      interval: 1,
      startDate: '2026-01-01',
      endDate: '2026-01-03',
    };
    expect(dates(byDate, '2025-01-01', '2027-01-01')).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    const byCount: Schedule = {
      frequency: 'weekly',
      interval: 1,
      startDate: '2026-01-01',
      count: 2,
    };
    expect(dates(byCount, '2025-01-01', '2027-01-01')).toEqual(['2026-01-01', '2026-01-08']);
    expect(nextOccurrence(byCount, '2026-01-09')).toBeNull();
  });

  it('finds the first occurrence on or after a day for every frequency, far from the start', () => {
    const kinds: Schedule[] = [
      { frequency: 'daily', interval: 7, startDate: '1990-03-31' },
      { frequency: 'weekly', interval: 3, startDate: '1990-03-31' },
      { frequency: 'monthly', interval: 5, startDate: '1990-03-31' },
      { frequency: 'yearly', interval: 2, startDate: '1992-02-29' },
    ];
    for (const s of kinds) {
      const n = firstIndexOnOrAfter(s, '2026-06-15');
      expect(occurrenceDate(s, n) >= '2026-06-15').toBe(true);
      expect(occurrenceDate(s, n - 1) < '2026-06-15').toBe(true);
      expect(isOccurrence(s, occurrenceDate(s, n))).toBe(true);
      expect(isOccurrence(s, '2026-06-14') && occurrenceDate(s, n - 1) !== '2026-06-14').toBe(
        false,
      );
    }
  });
});
