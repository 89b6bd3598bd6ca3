import { describe, expect, it } from 'vitest';
import { averageDollars, suggestFromHistory } from './budget-suggestion.ts';

describe('suggest from history', () => {
  it('rounds the exact average once, halves up', () => {
    expect(averageDollars(3 * 1249 + 2, 3)).toBe(12); // 12.4967
    expect(averageDollars(2 * 1250, 2)).toBe(13);
    expect(averageDollars(-500, 2)).toBe(0);
  });

  it('names the months the average came from', () => {
    expect(
      suggestFromHistory({
        monthTotalsCents: [10_000, 20_000, 30_050],
        months: ['2026-08-01', '2026-09-01', '2026-10-01'],
        recurringCents: 0,
        targetMonthLabel: 'December 2026',
      }),
    ).toEqual({ suggested: 200, basis: 'Average of 3 months (Aug–Oct 2026): $200.17' });
  });

  it('takes the recurring amount of the new month when it is more', () => {
    expect(
      suggestFromHistory({
        monthTotalsCents: [],
        months: [],
        recurringCents: 120_049,
        targetMonthLabel: 'December 2026',
      }),
    ).toEqual({ suggested: 1200, basis: 'Recurring in December 2026: $1,200.49' });
  });
});
