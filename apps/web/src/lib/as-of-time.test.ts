import { describe, expect, it } from 'vitest';
import { asOfTime } from './as-of-time.ts';

const now = new Date(2026, 10, 28, 18, 30).getTime();

describe('as-of time', () => {
  it("is the hour and minute alone for today's data, in the locale's way", () => {
    const at = new Date(2026, 10, 28, 14, 5).getTime();
    expect(asOfTime(at, now, 'en-GB')).toBe('14:05');
    expect(asOfTime(at, now, 'en-US')).toBe('2:05 PM');
  });

  it('names the day for older data, and the year for last year', () => {
    expect(asOfTime(new Date(2026, 10, 27, 9, 41).getTime(), now, 'en-GB')).toBe('27 Nov, 9:41');
    expect(asOfTime(new Date(2025, 11, 31, 23, 0).getTime(), now, 'en-GB')).toBe(
      '31 Dec 2025, 23:00',
    );
  });
});
