import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessTokensApi } from '@elevate/shared/contract/access-tokens';
import type { AccessToken } from '@elevate/shared/schemas/access-tokens';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { accessTokenKeys } from './keys.ts';

/** GET /api/tokens: newest first, never their secrets. */
async function fetchAccessTokens(signal?: AbortSignal): Promise<AccessToken[]> {
  return (await callEndpoint(accessTokensApi.list, { signal })).tokens;
}

const accessTokensQuery = () =>
  queryOptions({
    queryKey: accessTokenKeys.list(),
    queryFn: ({ signal }) => fetchAccessTokens(signal),
  });

export function useAccessTokens() {
  return useQuery(accessTokensQuery());
}
