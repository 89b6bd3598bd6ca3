import { describe, expect, it } from 'vitest';
import { goalProgress, monthsLeft } from './goal-math.ts';

describe('goal arithmetic', () => {
  it('counts the current month and the target month', () => {
    expect(monthsLeft('2026-11-25', '2026-11-30')).toBe(1);
    expect(monthsLeft('2026-11-25', '2027-04-01')).toBe(6);
    expect(monthsLeft('2026-11-25', '2025-01-01')).toBe(1);
  });

  it('counts budget months when the budget month starts later than the 1st', () => {
    const goal = {
      targetCents: 90_000,
      targetDate: '2027-01-24',
      savedCents: 0,
      savedLast3MonthsCents: 0,
    };
    // With day 25, 26 Nov is in December's budget and 24 Jan in January's: two months left.
    expect(goalProgress(goal, '2026-11-26', 25).monthsLeft).toBe(2);
    expect(goalProgress(goal, '2026-11-26').monthsLeft).toBe(3);
    expect(goalProgress({ ...goal, targetDate: '2027-01-25' }, '2026-11-26', 25).monthsLeft).toBe(
      3,
    );
  });

  it('needs the remainder spread over the months left, rounded up to the cent', () => {
    const p = goalProgress(
      {
        targetCents: 100_000,
        targetDate: '2027-01-15',
        savedCents: 25_000,
        savedLast3MonthsCents: 25_000,
      },
      '2026-11-25',
    );
    // 750.00 over Nov, Dec, Jan = 250.00 a month; 3-month pace 83.33 < 250
    expect(p).toMatchObject({
      saved: 250,
      remaining: 750,
      monthlyNeeded: 250,
      onTrack: false,
      reached: false,
      percent: 25,
    });
    const odd = goalProgress(
      {
        targetCents: 100_000,
        targetDate: '2027-01-15',
        savedCents: 0,
        savedLast3MonthsCents: 100_002,
      },
      '2026-11-25',
    );
    expect(odd.monthlyNeeded).toBe(333.34);
    expect(odd.onTrack).toBe(true);
  });

  it('a reached goal needs nothing and is on track; no date means no pace', () => {
    expect(
      goalProgress(
        { targetCents: 500, targetDate: null, savedCents: 700, savedLast3MonthsCents: 0 },
        '2026-11-25',
      ),
    ).toMatchObject({
      remaining: 0,
      reached: true,
      onTrack: true,
      monthlyNeeded: null,
      percent: 100,
    });
    expect(
      goalProgress(
        { targetCents: 500, targetDate: null, savedCents: 100, savedLast3MonthsCents: 0 },
        '2026-11-25',
      ),
    ).toMatchObject({ remaining: 4, onTrack: null, monthlyNeeded: null });
  });

  it('a goal past its date is not on track until reached', () => {
    const p = goalProgress(
      {
        targetCents: 1000,
        targetDate: '2026-01-01',
        savedCents: 400,
        savedLast3MonthsCents: 999_999,
      },
      '2026-11-25',
    );
    expect(p).toMatchObject({ monthlyNeeded: 6, onTrack: false, monthsLeft: 1 });
  });
});
