/**
 * Computed answers kept by key, each valid for one version of the data it was
 * computed from (decision 0031): a lookup with another version misses, and
 * the next store replaces the entry. Least recently used entries go first
 * once the entries' sizes pass `maxBytes`.
 */
export function versionedCache<T>({ maxBytes }: { maxBytes: number }) {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first.
  const entries = new Map<string, { version: string; value: T; bytes: number }>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key: string, version: string): T | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, version: string, value: T, size: number): T {
      drop(key);
      // An answer larger than the whole cache is not kept.
      if (size > maxBytes) return value;
      entries.set(key, { version, value, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return value;
    },
    /** Entries and their total size, for tests and diagnostics. */
    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type VersionedCache<T> = ReturnType<typeof versionedCache<T>>;

/**
 * The kept answer for `key` at the current version, or `compute`'s. The
 * version is read before and after computing, and the answer kept only when
 * both agree: a write that committed in between could have made the answer
 * newer than the version it would be kept under. Concurrent misses each
 * compute; every one kept is right for its version.
 */
export async function cachedAnswer<T>(
  cache: VersionedCache<T>,
  key: string,
  version: () => Promise<string>,
  compute: () => Promise<T>,
  sizeOf: (value: T) => number,
): Promise<T> {
  const before = await version();
  const hit = cache.get(key, before);
  if (hit !== undefined) return hit;
  const value = await compute();
  if ((await version()) === before) cache.set(key, before, value, sizeOf(value));
  return value;
}
