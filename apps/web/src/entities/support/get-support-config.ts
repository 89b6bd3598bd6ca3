import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportApi } from '@elevate/shared/contract/support';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { supportKeys } from './keys.ts';

/**
 * GET /api/support/config. Read at run time, so changing SUPPORT_EMAIL needs no rebuild;
 * it changes only with a server restart, so it is never refetched on focus.
 */
const supportConfigQuery = () =>
  queryOptions({
    queryKey: supportKeys.config(),
    queryFn: ({ signal }) => callEndpoint(supportApi.config, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSupportConfig() {
  return useQuery(supportConfigQuery());
}
