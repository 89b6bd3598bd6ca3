import { describe, expect, it } from 'vitest';
import {
  budgetMonthRangeText,
  currentBudgetMonth,
  isBeforeCurrentBudgetMonth,
  isCurrentBudgetMonth,
} from './budget-months.ts';

const march26 = new Date('2026-03-26T12:00:00.000Z');

describe('budget month ranges', () => {
  it('names the days a budget month covers when it starts after the 1st', () => {
    expect(budgetMonthRangeText('2026-04', 25)).toBe('25 Mar – 24 Apr');
    expect(budgetMonthRangeText('2026-04-01T00:00:00.000Z', 25)).toBe('25 Mar – 24 Apr');
    expect(budgetMonthRangeText('2027-01', 25)).toBe('25 Dec – 24 Jan');
    expect(budgetMonthRangeText('2026-03', 2)).toBe('2 Feb – 1 Mar');
    expect(budgetMonthRangeText('2024-03', 28)).toBe('28 Feb – 27 Mar');
  });

  it('names none for a calendar month', () => {
    expect(budgetMonthRangeText('2026-04', 1)).toBeNull();
  });

  it("counts today's budget month with the start day: 26 March is April's from the 25th", () => {
    expect(currentBudgetMonth(25, march26)).toBe('2026-04');
    expect(currentBudgetMonth(27, march26)).toBe('2026-03');
    expect(currentBudgetMonth(1, march26)).toBe('2026-03');
    expect(isCurrentBudgetMonth('2026-04-01T00:00:00.000Z', 25, march26)).toBe(true);
    expect(isCurrentBudgetMonth('2026-03', 25, march26)).toBe(false);
  });

  it('allows next only before the current budget month', () => {
    expect(isBeforeCurrentBudgetMonth('2026-03', 25, march26)).toBe(true);
    expect(isBeforeCurrentBudgetMonth('2026-04', 25, march26)).toBe(false);
    expect(isBeforeCurrentBudgetMonth('2026-03', 1, march26)).toBe(false);
  });
});
