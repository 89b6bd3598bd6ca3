import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createStore, keys, type UseStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPersistedQueries, createUserPersister, keepOnlyUser } from './query-persister.ts';
import { setCacheOwner, setToken } from './storage.ts';

let storeCount = 0;
let store: UseStore;

function savedClient(data: unknown): PersistedClient {
  const client = new QueryClient();
  client.setQueryData(['budgets'], data);
  return { timestamp: Date.now(), buster: 'b', clientState: dehydrate(client) };
}

async function persist(userId: string, data: unknown, stillOwner = () => true) {
  const persister = createUserPersister(userId, { store, stillOwner });
  await persister.persistClient(savedClient(data));
  // Writes are throttled to one a second.
  await vi.advanceTimersByTimeAsync(1_000);
  return persister;
}

const restoredData = async (userId: string) =>
  (await createUserPersister(userId, { store }).restoreClient())?.clientState.queries[0]?.state
    .data;

beforeEach(() => {
  // A database per test: nothing one test saved is found by the next.
  storeCount += 1;
  store = createStore(`test-${storeCount}`, 'query-cache');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => vi.useRealTimers());

describe('the offline query cache', () => {
  it("restores a user's own cache, and never another user's", async () => {
    await persist('ada', 'ada budgets');
    expect(await restoredData('ada')).toBe('ada budgets');
    expect(await restoredData('bob')).toBeUndefined();
    await persist('bob', 'bob budgets');
    expect(await restoredData('ada')).toBe('ada budgets');
    expect(await restoredData('bob')).toBe('bob budgets');
  });

  it('writes once per burst of changes, the latest state', async () => {
    const persister = createUserPersister('ada', { store, stillOwner: () => true });
    await persister.persistClient(savedClient('first'));
    await persister.persistClient(savedClient('second'));
    expect(await restoredData('ada')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await restoredData('ada')).toBe('second');
  });

  it('is cleared on sign-out, and a write pending then is dropped', async () => {
    await persist('ada', 'saved');
    let signedIn = true;
    const persister = createUserPersister('ada', { store, stillOwner: () => signedIn });
    await persister.persistClient(savedClient('pending'));
    signedIn = false;
    await clearPersistedQueries(store);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await restoredData('ada')).toBeUndefined();
    expect(await keys(store)).toEqual([]);
  });

  it('saves nothing while offline: restored data already there stays as it is', async () => {
    await persist('ada', 'saved online');
    let online = false;
    const persister = createUserPersister('ada', {
      store,
      stillOwner: () => true,
      online: () => online,
    });
    await persister.persistClient(savedClient('while offline'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await restoredData('ada')).toBe('saved online');
    online = true;
    await persister.persistClient(savedClient('back online'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await restoredData('ada')).toBe('back online');
  });

  it('by default saves only while the stored session belongs to the user', async () => {
    setToken('tok');
    setCacheOwner('ada');
    const persister = createUserPersister('ada', { store });
    await persister.persistClient(savedClient('kept'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await restoredData('ada')).toBe('kept');
    setCacheOwner('bob');
    await persister.persistClient(savedClient('after the switch'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await restoredData('ada')).toBe('kept');
  });

  it("removes one user's cache with removeClient, and others' leftovers on adoption", async () => {
    const ada = await persist('ada', 'ada budgets');
    await persist('bob', 'bob budgets');
    await ada.removeClient();
    expect(await restoredData('ada')).toBeUndefined();
    await persist('carol', 'carol budgets');
    await keepOnlyUser('carol', store);
    expect(await keys(store)).toEqual(['user:carol']);
  });
});
