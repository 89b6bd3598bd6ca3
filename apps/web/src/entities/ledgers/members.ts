import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ledgersApi } from '@elevate/shared/contract/ledgers';
import type { LedgerRoleName, Member } from '@elevate/shared/schemas/ledgers';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { setSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { invalidateAfter } from '../invalidation.ts';
import { ledgerKeys } from './keys.ts';

/** GET /api/ledgers/{id}/members: names and roles, never addresses. */
async function fetchMembers(ledgerId: string, signal?: AbortSignal): Promise<Member[]> {
  const body = await callEndpoint(ledgersApi.members, { params: { id: ledgerId }, signal });
  return body.members;
}

const membersQuery = (ledgerId: string) =>
  queryOptions({
    queryKey: ledgerKeys.members(ledgerId),
    queryFn: ({ signal }) => fetchMembers(ledgerId, signal),
  });

export function useMembers(ledgerId: string | undefined) {
  return useQuery({ ...membersQuery(ledgerId ?? ''), enabled: ledgerId !== undefined });
}

type RoleChange = { ledgerId: string; userId: string; role: LedgerRoleName };

/** PUT /api/ledgers/{id}/members/{userId} (owner); role owner hands the ledger over. */
export function useSetMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ledgerId, userId, role }: RoleChange) =>
      callEndpoint(ledgersApi.setRole, { params: { id: ledgerId, userId }, body: { role } }),
    onSuccess: (_answer, { ledgerId }) =>
      invalidateAfter(queryClient, { kind: 'ledgerMembersChanged', ledgerId }),
  });
}

type Removal = { ledgerId: string; userId: string; leaving: boolean };

/** DELETE /api/ledgers/{id}/members/{userId}: the owner removes a member, or a member leaves. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ledgerId, userId }: Removal) =>
      callEndpoint(ledgersApi.removeMember, { params: { id: ledgerId, userId } }),
    onSuccess: async (_answer, { ledgerId, leaving }) => {
      // A ledger one has left is not one to stay in.
      if (leaving) setSelectedLedgerId(null);
      await invalidateAfter(queryClient, { kind: 'ledgerMembersChanged', ledgerId });
    },
  });
}

type EmailShown = { ledgerId: string; showEmail: boolean };

/** PUT /api/ledgers/{id}/membership: whether the ledger's other members see the caller's address. */
export function useSetEmailShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ledgerId, showEmail }: EmailShown) =>
      callEndpoint(ledgersApi.membership, { params: { id: ledgerId }, body: { showEmail } }),
    onSuccess: (_answer, { ledgerId }) =>
      invalidateAfter(queryClient, { kind: 'ledgerMembersChanged', ledgerId }),
  });
}
