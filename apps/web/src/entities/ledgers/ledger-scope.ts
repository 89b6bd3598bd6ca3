import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { onSelectedLedgerChange } from '../../lib/selected-ledger.ts';
import { accountKeys } from '../account/keys.ts';
import { passkeyKeys } from '../passkeys/keys.ts';
import { sessionKeys } from '../sessions/keys.ts';
import { supportKeys } from '../support/keys.ts';
import { twoFactorKeys } from '../two-factor/keys.ts';
import { userKeys } from '../user/keys.ts';
import { ledgerKeys } from './keys.ts';

/**
 * The caches that belong to the person rather than to a ledger. Every other cache holds
 * the selected ledger's data; a new entity is ledger data unless it is named here.
 */
const personRoots = new Set<unknown>(
  [userKeys, accountKeys, sessionKeys, passkeyKeys, twoFactorKeys, supportKeys, ledgerKeys].map(
    (keys) => keys.all[0],
  ),
);

/**
 * Drops every ledger cache at once (running fetches are cancelled, shown queries fetch
 * again with the new ledger's header): one ledger's data is never shown under another's
 * name, not even while the other's loads (decision 0049).
 */
export function resetLedgerData(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => !personRoots.has(query.queryKey[0]) });
}

/**
 * Marks every ledger cache stale, and the ledger list and members with them: after a
 * gap in the live stream any of it may have changed unseen (decision 0049).
 */
export async function invalidateLedgerData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => !personRoots.has(query.queryKey[0]) }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  ]);
}

/** Resets the ledger caches whenever the tab switches ledger; mounted once, above the routes. */
export function useLedgerDataScope(): void {
  const queryClient = useQueryClient();
  useEffect(() => onSelectedLedgerChange(() => void resetLedgerData(queryClient)), [queryClient]);
}
