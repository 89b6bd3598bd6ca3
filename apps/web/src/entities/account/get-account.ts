import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountResponse, type AccountInfo } from '@elevate/shared/schemas/account';
import { api } from '../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** GET /api/account: whether the account has a password or confirms by a provider sign-in. */
function fetchAccount(signal?: AbortSignal): Promise<AccountInfo> {
  return api.get('/api/account', { schema: accountResponse, signal });
}

const accountQuery = () =>
  queryOptions({ queryKey: accountKeys.info(), queryFn: ({ signal }) => fetchAccount(signal) });

export function useAccount() {
  return useQuery(accountQuery());
}
