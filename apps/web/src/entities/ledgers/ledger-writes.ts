import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgersApi } from '@elevate/shared/contract/ledgers';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { setSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { invalidateAfter } from '../invalidation.ts';

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

/** PUT /api/ledgers/{id} (owner). */
export function useRenameLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callEndpoint(ledgersApi.rename, { params: { id }, body: { name } }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'ledgersChanged' }),
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
