import { describe, expect, it } from 'vitest';
import { revocableCache } from './revocable-cache.ts';

// The machinery both caches share is raced in auth/session-cache.test.ts; here what
// differs: a cache that keeps nothing unless a listener hears revocations for it.
describe('a revocable cache that needs a listener', () => {
  it('keeps nothing without one, and serves only after its round trip once it listens', async () => {
    const cache = revocableCache<string>({ ttlMs: 60_000, maxEntries: 2, withoutListener: 'off' });
    cache.remember('a', 'editor', cache.generation());
    expect(cache.get('a')).toBeNull();
    expect(await cache.upToDate()).toBe(false);

    let answer!: (synced: boolean) => void;
    const feed = cache.feed(() => new Promise((resolve) => (answer = resolve)));
    cache.remember('a', 'editor', cache.generation());
    expect(cache.get('a')).toBeNull(); // deaf until LISTEN succeeded
    feed.listening();
    cache.remember('a', 'editor', cache.generation());
    expect(cache.get('a')).toBe('editor');
    const upToDate = cache.upToDate();
    answer(true);
    expect(await upToDate).toBe(true);

    // Full: expired entries go first, else everything.
    cache.remember('b', 'viewer', cache.generation());
    cache.remember('c', 'owner', cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([null, null, 'owner']);

    feed.closed();
    expect(cache.get('c')).toBeNull();
    expect(await cache.upToDate()).toBe(false);
  });
});
