import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessTokensApi } from '@elevate/shared/contract/access-tokens';
import type { CreateAccessTokenBody } from '@elevate/shared/schemas/access-tokens';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * POST /api/tokens (given the password, or a fresh provider sign-in). The answer holds
 * the secret, the only time it is sent. A wrong password answers 401 and a lock 423: the
 * form's to show, not a reason to end the session.
 */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccessTokenBody) =>
      callEndpoint(accessTokensApi.create, { body, ignore401: true, ignore423: true }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'accessTokensChanged' }),
  });
}

/** DELETE /api/tokens/:id: scripts using it are refused from then on. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(accessTokensApi.revoke, { params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'accessTokensChanged' }),
  });
}
