import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionResponse, type Transaction } from '@elevate/shared/schemas/transactions';
import { api } from '../../lib/api-client.ts';
import { transactionKeys } from './keys.ts';

/** GET /api/transactions/{id}: one of the user's transactions (404 for anyone else's). */
export function fetchTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return api.get(`/api/transactions/${encodeURIComponent(id)}`, {
    schema: transactionResponse,
    signal,
  });
}

export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => fetchTransaction(id, signal),
  });

export function useTransaction(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...transactionQuery(id), enabled });
}
