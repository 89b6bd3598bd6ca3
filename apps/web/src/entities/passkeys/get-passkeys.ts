import { queryOptions, useQuery } from '@tanstack/react-query';
import { passkeyListResponse, type Passkey } from '@elevate/shared/schemas/two-factor';
import { api } from '../../lib/api-client.ts';
import { passkeyKeys } from './keys.ts';

/** GET /api/auth/passkeys: newest first. */
async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await api.get('/api/auth/passkeys', { schema: passkeyListResponse, signal })).passkeys;
}

const passkeysQuery = () =>
  queryOptions({ queryKey: passkeyKeys.list(), queryFn: ({ signal }) => fetchPasskeys(signal) });

export function usePasskeys() {
  return useQuery(passkeysQuery());
}
