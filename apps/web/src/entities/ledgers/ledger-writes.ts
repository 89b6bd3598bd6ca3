import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgersApi } from '@elevate/shared/contract/ledgers';
import type { Ledger, LedgerUpdateBody } from '@elevate/shared/schemas/ledgers';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { setSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { invalidateAfter } from '../invalidation.ts';
import { ledgerKeys } from './keys.ts';

/** POST /api/ledgers: the new ledger is selected at once (the caller made it to work in it). */
export function useCreateLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(ledgersApi.create, { body: { name } }),
    onSuccess: async (ledger) => {
      await invalidateAfter(queryClient, { kind: 'ledgersChanged' });
      setSelectedLedgerId(ledger.personal ? null : ledger._id);
    },
  });
}

type LedgerUpdate = LedgerUpdateBody & { id: string };

/**
 * PUT /api/ledgers/{id} (owner): a new name, a new day its budget months start on, or both.
 * The answer goes into the list at once, so every month range on screen follows without
 * waiting for the refetch; a new start day moves rows between months (every figure refetches).
 */
export function useUpdateLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LedgerUpdate) =>
      callEndpoint(ledgersApi.rename, { params: { id }, body }),
    onSuccess: (ledger, { monthStartDay }) => {
      queryClient.setQueryData<Ledger[]>(ledgerKeys.list(), (list) =>
        list?.map((entry) => (entry._id === ledger._id ? ledger : entry)),
      );
      return invalidateAfter(
        queryClient,
        monthStartDay === undefined ? { kind: 'ledgersChanged' } : { kind: 'monthStartChanged' },
      );
    },
  });
}

/** DELETE /api/ledgers/{id} (owner; never the personal ledger): back to the personal one. */
export function useDeleteLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(ledgersApi.remove, { params: { id } }),
    onSuccess: async () => {
      setSelectedLedgerId(null);
      await invalidateAfter(queryClient, { kind: 'ledgersChanged' });
    },
  });
}
