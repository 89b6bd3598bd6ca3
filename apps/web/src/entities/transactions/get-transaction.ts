import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { transactionKeys } from './keys.ts';

/** GET /api/transactions/{id}: one of the user's transactions (404 for anyone else's). */
export function fetchTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return callEndpoint(transactionsApi.get, { params: { id }, signal });
}

export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => fetchTransaction(id, signal),
  });

export function useTransaction(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...transactionQuery(id), enabled });
}
