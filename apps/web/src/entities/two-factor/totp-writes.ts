import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recoveryCodesResponse,
  totpSetupResponse,
  type TotpDisableBody,
  type TotpSetupBody,
} from '@elevate/shared/schemas/two-factor';
import { successResponse } from '@elevate/shared/schemas/common';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

// A wrong password answers 401 (a lock 423): the form's to show, not a reason to sign out.
const formCall = { ignore401: true, ignore423: true } as const;

/**
 * POST /api/auth/2fa/totp/setup with the password (a provider account: none, after a
 * fresh sign-in): a new secret, shown once; nothing cached changes yet.
 */
export function useSetupTotp() {
  return useMutation({
    mutationFn: (body: TotpSetupBody) =>
      api.post('/api/auth/2fa/totp/setup', body, { schema: totpSetupResponse, ...formCall }),
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
  return useTwoFactorWrite((code: string) =>
    api.post('/api/auth/2fa/totp/enable', { code }, { schema: recoveryCodesResponse }),
  );
}

/** POST /api/auth/2fa/totp/disable. */
export function useDisableTotp() {
  return useTwoFactorWrite((body: TotpDisableBody) =>
    api.post('/api/auth/2fa/totp/disable', body, { schema: successResponse, ...formCall }),
  );
}

/** POST /api/auth/2fa/recovery-codes: ten new codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  return useTwoFactorWrite((code: string) =>
    api.post('/api/auth/2fa/recovery-codes', { code }, { schema: recoveryCodesResponse }),
  );
}
