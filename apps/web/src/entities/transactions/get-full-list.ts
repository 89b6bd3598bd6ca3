import { hasActiveFilters } from '@elevate/shared';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { listQueryOf, type ListFilters } from './filter-query.ts';
import { transactionKeys } from './keys.ts';
import { readTransactionList } from './transaction-list-stream.ts';

/**
 * 'Filter All' (getAllForFilters): every transaction matching the
 * filters in one answer, filtered by the server, up to 100,000 rows parsed and
 * checked while they download. A malformed or failed answer throws.
 */
export async function fetchFullList(
  filters: ListFilters,
  signal?: AbortSignal,
  startDay?: number,
): Promise<Transaction[]> {
  const body = await callEndpoint(transactionsApi.list, {
    query: { ...listQueryOf(filters, startDay), getAllForFilters: true },
    readBody: readTransactionList,
    signal,
  });
  return body.transactions;
}

/** `startDay`: the ledger's; not in the key, as its change refreshes every list anyway. */
export const fullListQuery = (filters: ListFilters, startDay?: number) =>
  queryOptions({
    queryKey: transactionKeys.full(filters),
    queryFn: ({ signal }) => fetchFullList(filters, signal, startDay),
    // Up to 30 MB: fetched again on focus only once five minutes old (a write in
    // this tab still refreshes it at once), and dropped soon after it leaves the screen.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    gcTime: 30_000,
  });

/** Never runs with no filter set: that would download every transaction to show them all. */
export function useFullList(
  filters: ListFilters,
  { enabled = true, startDay }: { enabled?: boolean; startDay?: number } = {},
) {
  return useQuery({
    ...fullListQuery(filters, startDay),
    enabled: enabled && hasActiveFilters(filters),
  });
}
