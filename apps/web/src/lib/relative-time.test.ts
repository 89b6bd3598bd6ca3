import { describe, expect, it } from 'vitest';
import { exactTime, timeAgo } from './relative-time.ts';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minutes = 60_000;
const days = 24 * 60 * minutes;

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [-5 * minutes, 'just now'],
    [59_000, 'just now'],
    [5 * minutes, '5 minutes ago'],
    [90 * minutes, '1 hour ago'],
    [23 * 60 * minutes, '23 hours ago'],
    [days, 'yesterday'],
    [3 * days, '3 days ago'],
    [15 * days, '2 weeks ago'],
    [95 * days, '3 months ago'],
    [399 * days, 'last year'],
  ])('%i ms ago reads %s', (elapsed, words) => {
    expect(timeAgo(ago(elapsed), now)).toBe(words);
  });
});

describe('exactTime', () => {
  it('names the date and the minute', () => {
    const text = exactTime('2026-03-10T12:07:00.000Z');
    expect(text).toMatch(/Mar (9|10|11), 2026/);
    expect(text).toMatch(/:07/);
  });
});
