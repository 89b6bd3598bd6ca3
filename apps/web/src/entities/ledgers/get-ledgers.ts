import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgersApi } from '@elevate/shared/contract/ledgers';
import type { Ledger, LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { setSelectedLedgerId, useSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { ledgerKeys } from './keys.ts';

/** GET /api/ledgers: the caller's ledgers, each with the caller's role. */
async function fetchLedgers(signal?: AbortSignal): Promise<Ledger[]> {
  const body = await callEndpoint(ledgersApi.list, { signal });
  return body.ledgers;
}

export const ledgersQuery = () =>
  queryOptions({ queryKey: ledgerKeys.list(), queryFn: ({ signal }) => fetchLedgers(signal) });

export function useLedgers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ledgersQuery(), enabled });
}

/**
 * The ledger the tab works in, from the list: the selected one, else the personal one.
 * A selected ledger the list no longer holds (deleted, or the caller removed) falls
 * back to the personal ledger.
 */
export function useCurrentLedger({ enabled = true }: { enabled?: boolean } = {}) {
  const selectedId = useSelectedLedgerId();
  const ledgers = useLedgers({ enabled: enabled || selectedId !== null });
  const list = ledgers.data;
  const selected = selectedId ? list?.find((ledger) => ledger._id === selectedId) : undefined;
  const gone = selectedId !== null && list !== undefined && selected === undefined;
  useEffect(() => {
    if (gone) setSelectedLedgerId(null);
  }, [gone]);
  const ledger = selectedId ? selected : list?.find((entry) => entry.personal);
  return { ledger, ledgers: list, selectedId, query: ledgers };
}

/**
 * The caller's role in the selected ledger. The personal ledger is always the caller's
 * own, so it needs no list; a shared ledger's role is unknown (undefined) until the list
 * has come.
 */
export function useLedgerRole(): LedgerRoleName | undefined {
  const { ledger, selectedId } = useCurrentLedger({ enabled: false });
  return selectedId === null ? 'owner' : ledger?.role;
}

/**
 * Whether write controls are shown. A viewer's writes are refused by the server (403);
 * while a shared ledger's role is still loading they stay hidden rather than flash.
 */
export function useCanWriteLedger(): boolean {
  const role = useLedgerRole();
  return role === 'owner' || role === 'editor';
}

/**
 * The caller's own member id, for 'Leave' and to mark 'You' in a member list. Neither the
 * user nor the member answers name the caller, but a personal ledger's id is its owner's
 * user id (decision 0049), and the list always holds the caller's personal ledger.
 */
export function useOwnMemberId(): string | undefined {
  const ledgers = useLedgers();
  return ledgers.data?.find((ledger) => ledger.personal)?._id;
}
