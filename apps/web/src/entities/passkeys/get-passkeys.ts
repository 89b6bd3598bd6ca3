import { queryOptions, useQuery } from '@tanstack/react-query';
import { passkeysApi } from '@elevate/shared/contract/passkeys';
import type { Passkey } from '@elevate/shared/schemas/two-factor';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { passkeyKeys } from './keys.ts';

/** GET /api/auth/passkeys: newest first. */
async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await callEndpoint(passkeysApi.list, { signal })).passkeys;
}

const passkeysQuery = () =>
  queryOptions({ queryKey: passkeyKeys.list(), queryFn: ({ signal }) => fetchPasskeys(signal) });

export function usePasskeys() {
  return useQuery(passkeysQuery());
}
