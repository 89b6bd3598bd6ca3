import { tokenResponse } from '../schemas/auth.ts';
import { successResponse } from '../schemas/common.ts';
import {
  optionsResponse,
  recoveryCodesResponse,
  regenerateRecoveryCodesBody,
  totpDisableBody,
  totpEnableBody,
  totpSetupBody,
  totpSetupResponse,
  twoFactorPasskeyOptionsBody,
  twoFactorStatusResponse,
  twoFactorVerifyBody,
} from '../schemas/two-factor.ts';
import { AUTH_ERRORS } from './auth.ts';
import { area } from './endpoint.ts';

const twoFactor = area('auth', AUTH_ERRORS);

/** The authenticator app, recovery codes and the second sign-in step. */
export const twoFactorApi = {
  status: twoFactor.get('/api/auth/2fa', {
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    responses: { 200: twoFactorStatusResponse },
  }),
  setup: twoFactor.post('/api/auth/2fa/totp/setup', {
    summary:
      'Start authenticator set-up with the password (or a fresh provider sign-in): a new secret, shown this once (409 when on)',
    body: totpSetupBody,
    responses: { 200: totpSetupResponse },
  }),
  enable: twoFactor.post('/api/auth/2fa/totp/enable', {
    summary: 'Turn two-factor on with a first code; answers ten recovery codes, shown once',
    body: totpEnableBody,
    responses: { 200: recoveryCodesResponse },
  }),
  disable: twoFactor.post('/api/auth/2fa/totp/disable', {
    summary: 'Turn two-factor off with the password and a code (or a recovery code)',
    body: totpDisableBody,
    responses: { 200: successResponse },
  }),
  regenerateRecoveryCodes: twoFactor.post('/api/auth/2fa/recovery-codes', {
    summary: 'Replace the recovery codes (needs a code); the old ones stop working',
    body: regenerateRecoveryCodesBody,
    responses: { 200: recoveryCodesResponse },
  }),
  verify: twoFactor.post('/api/auth/2fa/verify', {
    auth: 'none',
    summary: 'Second sign-in step: the challenge with a code, a recovery code or a passkey',
    body: twoFactorVerifyBody,
    responses: { 200: tokenResponse },
  }),
  passkeyOptions: twoFactor.post('/api/auth/2fa/passkey-options', {
    auth: 'none',
    summary: "Options to answer a sign-in's challenge with one of the account's passkeys",
    body: twoFactorPasskeyOptionsBody,
    responses: { 200: optionsResponse },
  }),
};
