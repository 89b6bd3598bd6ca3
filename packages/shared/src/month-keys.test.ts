import { describe, expect, it } from 'vitest';
import { monthKey, monthsBetween, shiftMonth } from './month-keys.ts';

describe('month keys', () => {
  it('gives one key for a month whichever way a screen holds it', () => {
    expect(monthKey('2026-11-01T00:00:00.000Z')).toBe('2026-11');
    expect(monthKey('2026-11-30')).toBe('2026-11');
    expect(monthKey('2026-11')).toBe('2026-11');
    expect(monthKey(new Date('2026-11-30T23:00:00-05:00'))).toBe('2026-12');
  });

  it('steps and spans months across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2026-11', '2027-02')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsBetween('2027-02', '2026-11')).toEqual([]);
  });
});
