import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi } from '@elevate/shared/contract/two-factor';
import type { TotpDisableBody, TotpSetupBody } from '@elevate/shared/schemas/two-factor';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

// A wrong password answers 401 (a lock 423): the form's to show, not a reason to sign out.
const formCall = { ignore401: true, ignore423: true } as const;

/**
 * POST /api/auth/2fa/totp/setup with the password (a provider account: none, after a
 * fresh sign-in): a new secret, shown once; nothing cached changes yet.
 */
export function useSetupTotp() {
  return useMutation({
    mutationFn: (body: TotpSetupBody) => callEndpoint(twoFactorApi.setup, { body, ...formCall }),
  });
}

/** The write that changes the two-factor state; refreshes the status through the map. */
function useTwoFactorWrite<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'twoFactorChanged' }),
  });
}

/** POST /api/auth/2fa/totp/enable: the ten recovery codes, shown once. */
export function useEnableTotp() {
  return useTwoFactorWrite((code: string) => callEndpoint(twoFactorApi.enable, { body: { code } }));
}

/** POST /api/auth/2fa/totp/disable. */
export function useDisableTotp() {
  return useTwoFactorWrite((body: TotpDisableBody) =>
    callEndpoint(twoFactorApi.disable, { body, ...formCall }),
  );
}

/** POST /api/auth/2fa/recovery-codes: ten new codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  return useTwoFactorWrite((code: string) =>
    callEndpoint(twoFactorApi.regenerateRecoveryCodes, { body: { code } }),
  );
}
