import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { successResponse } from '@elevate/shared/schemas/common';
import {
  optionsResponse,
  passkeySchema,
  type PasskeyRegistrationOptionsBody,
} from '@elevate/shared/schemas/two-factor';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * Registration options from the server (given the password, or a fresh provider
 * sign-in), the browser's passkey prompt, then POST /api/auth/passkeys with the name.
 * A cancelled prompt rejects like a failed call. A wrong password answers 401 and a
 * lock 423: the form's to show, not a reason to end the session.
 */
async function registerPasskey({ name, password }: { name: string; password?: string }) {
  const { options } = await api.post(
    '/api/auth/passkeys/registration-options',
    { password } satisfies PasskeyRegistrationOptionsBody,
    { schema: optionsResponse, ignore401: true, ignore423: true },
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
