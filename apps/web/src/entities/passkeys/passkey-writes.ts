import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { successResponse } from '@elevate/shared/schemas/common';
import { optionsResponse, passkeySchema } from '@elevate/shared/schemas/two-factor';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * Registration options from the server, the browser's passkey prompt, then
 * POST /api/auth/passkeys with the name. A cancelled prompt rejects like a failed call.
 */
async function registerPasskey(name: string) {
  const { options } = await api.post(
    '/api/auth/passkeys/registration-options',
    {},
    { schema: optionsResponse },
  );
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return api.post('/api/auth/passkeys', { name, response }, { schema: passkeySchema });
}

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPasskey,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'passkeysChanged' }),
  });
}

/** DELETE /api/auth/passkeys/:id. */
export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/auth/passkeys/${encodeURIComponent(id)}`, { schema: successResponse }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'passkeysChanged' }),
  });
}
