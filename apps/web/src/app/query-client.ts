import { QueryClient } from '@tanstack/react-query';

/**
 * Freshness (decision 0018): a write made in this tab refreshes what it touched at once
 * (entities/invalidation.ts), so the stale time only spares a second fetch when two
 * screens mount the same data in quick succession. A change made in another tab or on
 * another device shows as soon as the ledger's live stream reports it (decision 0049),
 * and in any case when this tab regains focus or the network comes back: every
 * query on screen is fetched again then, however fresh ('always'; plain `true` would
 * skip anything younger than the stale time). Queries that cannot change without a
 * server restart (the support config) opt out.
 *
 * No retries here: the api client already retries 429s and a 403 once with a fresh CSRF
 * token (docs/product/web-client.md) and handles 401/423; a second layer would multiply waits and repeat
 * calls that can never succeed.
 *
 * The signed-in user's cache is also saved on the device for offline reading
 * (app/query-persistence.ts, decision 0059).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: 'always',
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false },
    },
  });
}
