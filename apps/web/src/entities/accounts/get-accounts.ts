import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '@elevate/shared/contract/accounts';
import type { Account } from '@elevate/shared/schemas/accounts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { financialAccountKeys } from './keys.ts';

/** GET /api/accounts: every account of the ledger, open ones first, with balances in dollars. */
async function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  const body = await callEndpoint(accountsApi.list, { signal });
  return body.accounts;
}

export const financialAccountsQuery = () =>
  queryOptions({
    queryKey: financialAccountKeys.list(),
    queryFn: ({ signal }) => fetchAccounts(signal),
  });

export function useFinancialAccounts() {
  return useQuery(financialAccountsQuery());
}
