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
    const compute = async () => ++runs;
    expect(await cachedAnswer(cache, 'k', 'v1', compute, () => 1)).toBe(1);
    expect(await cachedAnswer(cache, 'k', 'v1', compute, () => 1)).toBe(1);
    expect(await cachedAnswer(cache, 'k', 'v2', compute, () => 1)).toBe(2);
    expect(runs).toBe(2);
  });
});
