import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@elevate/shared/contract/account';
import type { AccountInfo } from '@elevate/shared/schemas/account';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { accountKeys } from './keys.ts';

/** GET /api/account: whether the account has a password or confirms by a provider sign-in. */
function fetchAccount(signal?: AbortSignal): Promise<AccountInfo> {
  return callEndpoint(accountApi.get, { signal });
}

const accountQuery = () =>
  queryOptions({ queryKey: accountKeys.info(), queryFn: ({ signal }) => fetchAccount(signal) });

/**
 * Fetched once the signed-in shell is up, so a screen that adds a card from it (the
 * dashboard's first-run checklist) has it at first paint instead of shifting its layout.
 */
export function usePrefetchAccount() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(accountQuery());
  }, [queryClient]);
}

export function useAccount() {
  return useQuery(accountQuery());
}
