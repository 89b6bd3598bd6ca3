import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeOthersResponse } from '@elevate/shared/schemas/account';
import { successResponse } from '@elevate/shared/schemas/common';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/** DELETE /api/auth/sessions/{id}: that device is signed out at once, on every server. */
function revokeSession(id: string) {
  return api.delete(`/api/auth/sessions/${encodeURIComponent(id)}`, { schema: successResponse });
}

/** POST /api/auth/sessions/revoke-others. */
function revokeOtherSessions() {
  return api.post('/api/auth/sessions/revoke-others', undefined, { schema: revokeOthersResponse });
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
