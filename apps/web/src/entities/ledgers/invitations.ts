import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ledgersApi } from '@elevate/shared/contract/ledgers';
import type { Invitation, InvitationBody } from '@elevate/shared/schemas/ledgers';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { setSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { invalidateAfter } from '../invalidation.ts';
import { ledgerKeys } from './keys.ts';

/** GET /api/ledgers/{id}/invitations (owner): the pending ones. */
async function fetchInvitations(ledgerId: string, signal?: AbortSignal): Promise<Invitation[]> {
  const body = await callEndpoint(ledgersApi.invitations, { params: { id: ledgerId }, signal });
  return body.invitations;
}

const invitationsQuery = (ledgerId: string) =>
  queryOptions({
    queryKey: ledgerKeys.invitations(ledgerId),
    queryFn: ({ signal }) => fetchInvitations(ledgerId, signal),
  });

/** Only an owner may list them: `ledgerId` is undefined for anyone else. */
export function useInvitations(ledgerId: string | undefined) {
  return useQuery({ ...invitationsQuery(ledgerId ?? ''), enabled: ledgerId !== undefined });
}

/** POST /api/ledgers/{id}/invitations: the server mails the link. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ledgerId, ...body }: InvitationBody & { ledgerId: string }) =>
      callEndpoint(ledgersApi.invite, { params: { id: ledgerId }, body }),
    onSuccess: (_answer, { ledgerId }) =>
      invalidateAfter(queryClient, { kind: 'ledgerInvitationsChanged', ledgerId }),
  });
}

/** DELETE /api/ledgers/{id}/invitations/{invitationId}: the mailed link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ledgerId, invitationId }: { ledgerId: string; invitationId: string }) =>
      callEndpoint(ledgersApi.revokeInvitation, { params: { id: ledgerId, invitationId } }),
    onSuccess: (_answer, { ledgerId }) =>
      invalidateAfter(queryClient, { kind: 'ledgerInvitationsChanged', ledgerId }),
  });
}

/** POST /api/invitations/accept: the joined ledger becomes the selected one. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callEndpoint(ledgersApi.acceptInvitation, { body: { token } }),
    onSuccess: async ({ ledger }) => {
      await invalidateAfter(queryClient, { kind: 'ledgersChanged' });
      setSelectedLedgerId(ledger.personal ? null : ledger._id);
    },
  });
}
