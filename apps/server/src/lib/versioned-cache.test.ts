import { describe, expect, it } from 'vitest';
import { cachedAnswer, versionedCache } from './versioned-cache.ts';

describe('versionedCache', () => {
  it('answers a key only at the version it was stored with', () => {
    const cache = versionedCache<string>({ maxBytes: 100 });
    cache.set('a', '1', 'first', 5);
    expect(cache.get('a', '1')).toBe('first');
    expect(cache.get('a', '2')).toBeUndefined();
    expect(cache.get('b', '1')).toBeUndefined();
    cache.set('a', '2', 'second', 6);
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('a', '2')).toBe('second');
    expect(cache.stats()).toEqual({ entries: 1, bytes: 6 });
  });

  it('drops the least recently used entries past maxBytes, and keeps nothing larger than it', () => {
    const cache = versionedCache<string>({ maxBytes: 10 });
    cache.set('a', '1', 'a', 4);
    cache.set('b', '1', 'b', 4);
    expect(cache.get('a', '1')).toBe('a'); // a is now the most recently used
    cache.set('c', '1', 'c', 4);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBe('a');
    expect(cache.get('c', '1')).toBe('c');
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8 });
    expect(cache.set('huge', '1', 'h', 11)).toBe('h');
    expect(cache.get('huge', '1')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8 });
  });

  it('computes on a miss, keeps the answer, and computes again for a new version', async () => {
    const cache = versionedCache<number>({ maxBytes: 100 });
    let runs = 0;
    let version = 'v1';
    const compute = async () => ++runs;
    const ask = () =>
      cachedAnswer(
        cache,
        'k',
        async () => version,
        compute,
        () => 1,
      );
    expect(await ask()).toBe(1);
    expect(await ask()).toBe(1);
    version = 'v2';
    expect(await ask()).toBe(2);
    expect(runs).toBe(2);
  });

  it('keeps nothing when the version changed while the answer was computed', async () => {
    const cache = versionedCache<number>({ maxBytes: 100 });
    let version = 'v1';
    let runs = 0;
    // A write lands during the computation: its answer may already include it.
    const compute = async () => {
      version = 'v2';
      return ++runs;
    };
    const ask = () =>
      cachedAnswer(
        cache,
        'k',
        async () => version,
        compute,
        () => 1,
      );
    expect(await ask()).toBe(1);
    expect(cache.get('k', 'v1')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
    expect(await ask()).toBe(2); // v2 before and after: kept
    expect(cache.get('k', 'v2')).toBe(2);
  });
});
