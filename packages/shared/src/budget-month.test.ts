import { describe, expect, it } from 'vitest';
import {
  budgetMonthBounds,
  budgetMonthDays,
  budgetMonthOf,
  budgetMonthRange,
} from './budget-month.ts';

describe('budget month with a start day', () => {
  it('puts the 24th and the 25th in different budget months when the month starts on the 25th', () => {
    expect(budgetMonthOf('2026-03-24T23:59:59.999Z', 25)).toBe('2026-03');
    expect(budgetMonthOf('2026-03-25T00:00:00.000Z', 25)).toBe('2026-04');
  });

  it('is the calendar month with start day 1', () => {
    expect(budgetMonthOf('2026-03-31T23:59:59.999Z', 1)).toBe('2026-03');
    expect(budgetMonthBounds('2026-02', 1)).toEqual({
      start: new Date('2026-02-01T00:00:00.000Z'),
      end: new Date('2026-03-01T00:00:00.000Z'),
    });
  });

  it("covers 25 March to 24 April for 'April 2026' with start day 25", () => {
    expect(budgetMonthDays('2026-04', 25)).toEqual({ first: '2026-03-25', last: '2026-04-24' });
    expect(budgetMonthRange('2026-04', 25)).toEqual({
      startDate: '2026-03-25T00:00:00.000Z',
      endDate: '2026-04-24T23:59:59.999Z',
    });
  });

  it('crosses the year: January with start day 28 begins on 28 December', () => {
    expect(budgetMonthDays('2026-01', 28)).toEqual({ first: '2025-12-28', last: '2026-01-27' });
    expect(budgetMonthOf('2025-12-28T00:00:00.000Z', 28)).toBe('2026-01');
    expect(budgetMonthOf('2025-12-31T12:00:00.000Z', 28)).toBe('2026-01');
  });

  it('tiles time: every day of two years is in exactly the month whose bounds hold it', () => {
    for (const startDay of [1, 2, 15, 25, 28]) {
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
        const month = budgetMonthOf(new Date(t), startDay);
        const { start, end } = budgetMonthBounds(month, startDay);
        expect(start.getTime() <= t && t < end.getTime()).toBe(true);
      }
    }
  });
});
