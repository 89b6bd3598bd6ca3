import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { clear, createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { getCacheOwner } from './storage.ts';

/**
 * The query cache kept for offline reading (decision 0059): one IndexedDB entry per user,
 * keyed by the user's id, so that whoever signs in on this device can only ever restore
 * their own. Storage is best effort: a browser without IndexedDB (or one refusing it, as
 * some private modes do) just has no offline reading, never a broken app.
 */

/** Cache events come in bursts (a page's queries settling): one write per second at most. */
const throttleMs = 1_000;

const entryKey = (userId: string) => `user:${userId}`;

let defaultStore: UseStore | undefined;

export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

function queryCacheStore(): UseStore {
  defaultStore ??= createStore('elevate-offline', 'query-cache');
  return defaultStore;
}

type PersisterOptions = {
  store?: UseStore;
  /**
   * Checked before every write: once the session has ended (here or in another tab), a write
   * still pending must not bring the signed-out user's data back.
   */
  stillOwner?: () => boolean;
  /**
   * Offline nothing new comes from the server: saving then would only lose what restored
   * data the memory cache has let go.
   */
  online?: () => boolean;
};

export function createUserPersister(userId: string, options: PersisterOptions = {}): Persister {
  const store = options.store ?? queryCacheStore();
  const stillOwner = options.stillOwner ?? (() => getCacheOwner() === userId);
  const online = options.online ?? (() => navigator.onLine !== false);
  const key = entryKey(userId);
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (!client || !stillOwner()) return;
    try {
      await set(key, client, store);
    } catch {
      // Quota, a value the browser cannot clone, storage refused: offline reading is lost, nothing else.
    }
  };

  return {
    persistClient: (client) => {
      if (!online()) return;
      pending = client;
      timer ??= setTimeout(() => void flush(), throttleMs);
    },
    restoreClient: async () => {
      try {
        return await get<PersistedClient>(key, store);
      } catch {
        return undefined;
      }
    },
    removeClient: async () => {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      await del(key, store).catch(() => undefined);
    },
  };
}

/** Removes every user's entry but `userId`'s: leftovers of a session that ended unseen. */
export async function keepOnlyUser(userId: string, store = queryCacheStore()): Promise<void> {
  try {
    const others = (await keys(store)).filter((key) => key !== entryKey(userId));
    if (others.length > 0) await delMany(others, store);
  } catch {
    // Nothing to tidy when storage is unavailable.
  }
}

/** Every user's persisted cache goes: the session ended on this device. */
export async function clearPersistedQueries(store?: UseStore): Promise<void> {
  if (!store && !hasIndexedDb()) return;
  await clear(store ?? queryCacheStore()).catch(() => undefined);
}
