import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import type { EndpointBodyInput } from '@elevate/shared/contract/endpoint';
import { passkeysApi } from '@elevate/shared/contract/passkeys';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * Registration options from the server (given the password, or a fresh provider
 * sign-in), the browser's passkey prompt, then POST /api/auth/passkeys with the name.
 * A cancelled prompt rejects like a failed call. A wrong password answers 401 and a
 * lock 423: the form's to show, not a reason to end the session.
 */
async function registerPasskey({ name, password }: { name: string; password?: string }) {
  const { options } = await callEndpoint(passkeysApi.registrationOptions, {
    body: { password },
    ignore401: true,
    ignore423: true,
  });
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  // The browser's type is the same shape, short of the schema's index signature on the
  // extension results; the server checks the answer.
  type Registration = EndpointBodyInput<typeof passkeysApi.register>['response'];
  return callEndpoint(passkeysApi.register, {
    body: { name, response: response as Registration },
  });
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
    mutationFn: (id: string) => callEndpoint(passkeysApi.remove, { params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'passkeysChanged' }),
  });
}
