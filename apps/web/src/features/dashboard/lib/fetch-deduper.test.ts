import { describe, expect, it } from 'vitest';
import { createFetchDeduper } from './fetch-deduper.ts';

describe('budget fetch dedup', () => {
  it('skips the same key within 100 ms and allows it after', () => {
    let now = 1_000;
    const shouldFetch = createFetchDeduper(100, () => now);
    expect(shouldFetch('2026-03', false)).toBe(true);
    now += 99;
    expect(shouldFetch('2026-03', false)).toBe(false);
    now += 1;
    expect(shouldFetch('2026-03', false)).toBe(true);
  });

  it('skips while a fetch is in flight and never blocks another key', () => {
    let now = 0;
    const shouldFetch = createFetchDeduper(100, () => now);
    expect(shouldFetch('a', true)).toBe(false);
    expect(shouldFetch('a', false)).toBe(true);
    expect(shouldFetch('b', false)).toBe(true);
    now = 500;
    expect(shouldFetch('a', true)).toBe(false);
  });
});
