import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorApi } from '@elevate/shared/contract/two-factor';
import type { TwoFactorStatus } from '@elevate/shared/schemas/two-factor';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { twoFactorKeys } from './keys.ts';

/** GET /api/auth/2fa. */
function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return callEndpoint(twoFactorApi.status, { signal });
}

const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery());
}
