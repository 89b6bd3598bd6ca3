import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isOffline, subscribeToNetworkStatus } from '../../lib/network-status.ts';

const noSubscription = () => () => undefined;

/**
 * While the server cannot be reached: when the data on screen was last fetched (the newest
 * `dataUpdatedAt` in the query cache, 0 when nothing is cached). Null while online.
 */
export function useOfflineSince(): number | null {
  const queryClient = useQueryClient();
  const offline = useSyncExternalStore(subscribeToNetworkStatus, isOffline, () => false);
  const cache = queryClient.getQueryCache();
  // The cache is only watched while offline: online, its many events would be read for nothing.
  const subscribe = useCallback(
    (listener: () => void) => (offline ? cache.subscribe(listener) : noSubscription()),
    [cache, offline],
  );
  const newest = useSyncExternalStore(
    subscribe,
    () => (offline ? Math.max(0, ...cache.getAll().map((query) => query.state.dataUpdatedAt)) : 0),
    () => 0,
  );
  return offline ? newest : null;
}
