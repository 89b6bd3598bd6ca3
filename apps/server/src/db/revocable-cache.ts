import { subscribeToRevocations, type RevocationFeed, type Sync } from './revocation-listener.ts';

export interface RevocableCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /**
   * With no listening connection at all (PGlite): `serve` when every revocation is
   * made in this process and tells the cache itself; `off` to cache nothing then.
   */
  withoutListener: 'serve' | 'off';
}

export interface RevocableCache<V> {
  /** The entry, if kept and not expired; never while a listener is not listening. */
  get(key: string, now?: number): V | null;
  /**
   * The entry for a request that came in at `arrivedAt`, once the cache is up to date
   * for it; read again after that wait, as a revocation heard meanwhile empties it.
   */
  fresh(key: string, arrivedAt?: number): Promise<V | null>;
  /** The generation a lookup started in: its result is kept only if nothing was revoked since. */
  generation(): number;
  /** Keeps a lookup's result until the TTL or `until` (epoch ms), whichever is sooner. */
  remember(key: string, value: V, startedInGeneration: number, until?: number): void;
  /** After any revocation: forget everything and ignore lookups already under way. */
  forgetAll(): void;
  /**
   * Whether kept entries may be served to a request that came in at `arrivedAt`
   * (performance.now(); now if absent): see below.
   */
  upToDate(arrivedAt?: number): Promise<boolean>;
  /** The cache's side of one LISTEN connection; it starts deaf: nothing is kept before the first LISTEN. */
  feed(sync: Sync): RevocationFeed;
}

/** One per PostgreSQL database: its LISTEN connection (db/revocation-listener.ts). */
interface Feed {
  sync: Sync;
}

/**
 * Seconds-long memory of what a database row allows (a session, a membership),
 * kept exact across processes by decision 0014: a trigger notifies whenever such
 * rows are deleted or changed, every listening process forgets everything, and a
 * hit is served only after a round trip on the listening connection that began
 * after the request came in (PostgreSQL sends every notification committed
 * before it ahead of its answer). While a listener is not listening nothing is
 * kept. Registers itself with the listener when made, so make it at module load,
 * before any database opens.
 */
export function revocableCache<V>(options: RevocableCacheOptions): RevocableCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  let generation = 0;
  const deaf = new Set<Feed>();
  const listening = new Set<Feed>();
  const serving = () =>
    deaf.size === 0 && (listening.size > 0 || options.withoutListener === 'serve');

  const forgetAll = () => {
    entries.clear();
    generation += 1;
  };

  const get = (key: string, now = Date.now()): V | null => {
    if (!serving()) return null;
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.until > now) return entry.value;
    entries.delete(key);
    return null;
  };

  const cache: Omit<RevocableCache<V>, 'feed' | 'fresh'> = {
    get,
    generation: () => generation,
    remember(key, value, startedInGeneration, until = Infinity) {
      if (startedInGeneration !== generation || !serving()) return;
      const now = Date.now();
      if (entries.size >= options.maxEntries) {
        for (const [k, entry] of entries) if (entry.until <= now) entries.delete(k);
        if (entries.size >= options.maxEntries) entries.clear();
      }
      entries.set(key, { value, until: Math.min(now + options.ttlMs, until) });
    },
    forgetAll,
    async upToDate(arrivedAt) {
      if (!serving()) return false;
      if (listening.size === 0) return true;
      const synced = await Promise.all([...listening].map((feed) => feed.sync(arrivedAt)));
      return synced.every(Boolean) && deaf.size === 0;
    },
  };

  const feed = (sync: Sync): RevocationFeed => {
    const own: Feed = { sync };
    deaf.add(own);
    return {
      listening() {
        forgetAll();
        deaf.delete(own);
        listening.add(own);
      },
      lost() {
        listening.delete(own);
        deaf.add(own);
        forgetAll();
      },
      heard: forgetAll,
      closed() {
        listening.delete(own);
        deaf.delete(own);
        forgetAll();
      },
    };
  };
  const fresh = async (key: string, arrivedAt?: number) =>
    get(key) !== null && (await cache.upToDate(arrivedAt)) ? get(key) : null;

  subscribeToRevocations({ feed, forgetAll });
  return { ...cache, fresh, feed };
}
