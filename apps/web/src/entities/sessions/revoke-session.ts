import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesApi } from '@elevate/shared/contract/auth';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** DELETE /api/auth/sessions/{id}: that device is signed out at once, on every server. */
function revokeSession(id: string) {
  return callEndpoint(devicesApi.revoke, { params: { id } });
}

/** POST /api/auth/sessions/revoke-others. */
function revokeOtherSessions() {
  return callEndpoint(devicesApi.revokeOthers, {});
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'sessionsRevoked' }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'sessionsRevoked' }),
  });
}
