import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { QueuedWrite } from './outbox-types.ts';

/**
 * Where queued writes are kept: one IndexedDB entry per user holding their writes in the
 * order they were made. An update of it runs in one IndexedDB transaction, so two tabs
 * adding at once both keep theirs.
 */
export interface OutboxBackend {
  read(userId: string): Promise<QueuedWrite[]>;
  change(userId: string, edit: (writes: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]>;
}

let store: UseStore | undefined;
const outboxStore = () => (store ??= createStore('elevate-outbox', 'writes'));
const entry = (userId: string) => `user:${userId}`;

export const indexedDbBackend: OutboxBackend = {
  read: async (userId) => (await get<QueuedWrite[]>(entry(userId), outboxStore())) ?? [],
  async change(userId, edit) {
    let after: QueuedWrite[] = [];
    await update<QueuedWrite[]>(
      entry(userId),
      (writes) => {
        after = edit(writes ?? []);
        return after;
      },
      outboxStore(),
    );
    return after;
  },
};

/** For tests and a browser without IndexedDB: the writes live as long as the page. */
export function memoryBackend(): OutboxBackend {
  const entries = new Map<string, QueuedWrite[]>();
  return {
    read: async (userId) => entries.get(userId) ?? [],
    async change(userId, edit) {
      const after = edit(entries.get(userId) ?? []);
      entries.set(userId, after);
      return after;
    },
  };
}
