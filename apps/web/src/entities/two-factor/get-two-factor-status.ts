import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorStatusResponse, type TwoFactorStatus } from '@elevate/shared/schemas/two-factor';
import { api } from '../../lib/api-client.ts';
import { twoFactorKeys } from './keys.ts';

/** GET /api/auth/2fa. */
function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return api.get('/api/auth/2fa', { schema: twoFactorStatusResponse, signal });
}

const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery());
}
