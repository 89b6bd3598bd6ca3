import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { Persister } from '@tanstack/query-persist-client-core';
import type { DehydrateOptions, QueryClient } from '@tanstack/react-query';
import { isOfflineReadable } from '../entities/offline-queries.ts';
import { currentUserQuery } from '../entities/user/get-current-user.ts';
import { isOffline } from '../lib/network-status.ts';
import { createUserPersister, keepOnlyUser } from '../lib/query-persister.ts';

/** Older data is more misleading than helpful, even offline. */
export const persistMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * How long restored data stays in memory unobserved: an offline day, not the usual five
 * minutes, or a page looked at later in a session without a network would have nothing.
 */
const restoredGcTimeMs = 24 * 60 * 60 * 1000;

/** Saved while fetched within the age limit: data restored but never seen again ages out. */
const worthSaving: NonNullable<DehydrateOptions['shouldDehydrateQuery']> = (query) =>
  isOfflineReadable(query) && Date.now() - query.state.dataUpdatedAt < persistMaxAgeMs;

/** Another build may shape its answers differently: its saved cache is dropped, not read. */
export const cacheBuster = import.meta.env.VITE_BUILD_ID ?? 'dev';

export type QueryPersistence = {
  /** Settles once the saved cache is in the client (or known to be absent). */
  restored: Promise<void>;
  /** Stops saving: the session ended, or another user's began. */
  stop: () => void;
};

/**
 * Puts the saved cache in the client, each query marked stale: it shows at once, and is
 * fetched again when a page uses it and the server answers.
 */
async function restoreSaved(queryClient: QueryClient, persister: Persister) {
  await persistQueryClientRestore({
    queryClient,
    persister,
    maxAge: persistMaxAgeMs,
    buster: cacheBuster,
    hydrateOptions: { defaultOptions: { queries: { gcTime: restoredGcTimeMs } } },
  }).catch(() => undefined);
  await queryClient.invalidateQueries({
    predicate: (query) => isOfflineReadable(query),
    refetchType: 'active',
  });
}

/**
 * Restores `userId`'s saved cache into `queryClient` when the server cannot be reached,
 * then saves it after every change: only successful queries of the person's data
 * (entities/offline-queries.ts), no mutations (queued transaction writes have a store of
 * their own, decision 0062).
 */
export function startQueryPersistence(queryClient: QueryClient, userId: string): QueryPersistence {
  const persister = createUserPersister(userId);
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  const restored = (async () => {
    await keepOnlyUser(userId);
    // Only when the server cannot be reached: otherwise a saved copy (a ledger list from
    // before an invitation was accepted, a balance from before a write) would show what the
    // server no longer says until the refetch lands, and act on it.
    if (isOffline()) await restoreSaved(queryClient, persister);
    if (stopped) return;
    const saving = {
      queryClient,
      persister,
      buster: cacheBuster,
      dehydrateOptions: {
        shouldDehydrateQuery: worthSaving,
        shouldDehydrateMutation: () => false,
      },
    };
    unsubscribe = persistQueryClientSubscribe(saving);
    // What was fetched before the user was known is saved now, not at the next change.
    await persistQueryClientSave(saving);
  })();
  return {
    restored,
    stop: () => {
      stopped = true;
      unsubscribe?.();
    },
  };
}

/** The signed-in user's id (GET /api/auth/user, cached like any other use of it). */
export async function fetchUserId(queryClient: QueryClient): Promise<string> {
  return (await queryClient.fetchQuery(currentUserQuery())).id;
}
