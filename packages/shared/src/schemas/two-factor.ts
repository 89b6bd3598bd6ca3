import { z } from 'zod';
import { requiredString } from './common.ts';
import { tokenResponse } from './auth.ts';
import { confirmingPassword } from './account.ts';

/** Ten single-use recovery codes are issued at a time (decision 0028). */
export const RECOVERY_CODE_COUNT = 10;
export const MAX_PASSKEYS = 20;
export const MAX_PASSKEY_NAME_LENGTH = 64;

/** A six-digit authenticator code; spaces (as apps group the digits) are dropped first. */
export const totpCode = requiredString('Code')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Code must be 6 digits'));

/**
 * A recovery code as typed: case, spaces and dashes do not matter, and the letters a
 * reader confuses with digits (i, l, o) mean those digits (Crockford's base 32).
 */
export const recoveryCode = requiredString('Recovery code')
  .max(64, 'Recovery code is too long')
  .transform((value) =>
    value
      .toLowerCase()
      .replace(/[\s-]+/g, '')
      .replace(/[il]/g, '1')
      .replace(/o/g, '0'),
  )
  .pipe(z.string().regex(/^[0-9a-z]{12}$/, 'Recovery code must be 12 letters or digits'));

/** The challenge of a sign-in waiting for its second step. */
const challenge = requiredString('Challenge')
  .min(1, 'Challenge is required')
  .max(128, 'Challenge is too long');

const base64url = (label: string, max: number) =>
  requiredString(label)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${label} must be base64url`);

/** What @simplewebauthn/browser's startRegistration() answers; checked in depth by the server. */
export const passkeyRegistrationResponse = z.object({
  id: base64url('Credential id', 1024),
  rawId: base64url('Credential id', 1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url('clientDataJSON', 4096),
    attestationObject: base64url('attestationObject', 32_768),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type PasskeyRegistrationResponse = z.input<typeof passkeyRegistrationResponse>;

/** What @simplewebauthn/browser's startAuthentication() answers. */
export const passkeyAssertion = z.object({
  id: base64url('Credential id', 1024),
  rawId: base64url('Credential id', 1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url('clientDataJSON', 4096),
    authenticatorData: base64url('authenticatorData', 4096),
    signature: base64url('signature', 2048),
    userHandle: base64url('userHandle', 256).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type PasskeyAssertion = z.input<typeof passkeyAssertion>;

/** Options for navigator.credentials.create()/get(), as @simplewebauthn/server builds them. */
export const passkeyOptions = z.looseObject({ challenge: z.string() });

/** POST /api/auth/login (and the provider code exchange) when two-factor is on: no session yet. */
export const twoFactorChallengeResponse = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  /** Whether the account has a passkey that can answer instead of a code. */
  passkey: z.boolean(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeResponse>;

/** A session token, or the challenge of a second step. */
export const signInResponse = z.union([twoFactorChallengeResponse, tokenResponse]);
export type SignInResponse = z.infer<typeof signInResponse>;

/** POST /api/auth/2fa/totp/setup: the password (a password-less account: a fresh provider sign-in). */
export const totpSetupBody = z.strictObject({ password: confirmingPassword });
export type TotpSetupBody = z.input<typeof totpSetupBody>;

export const totpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupResponse>;

export const totpEnableBody = z.strictObject({ code: totpCode });
export type TotpEnableBody = z.input<typeof totpEnableBody>;
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesResponse>;

/** A recovery code is accepted in `code` too: the authenticator may be what was lost. */
export const totpDisableBody = z.strictObject({
  password: requiredString('Password').max(128, 'Password is too long').optional(),
  code: requiredString('Code').min(1, 'Code is required').max(64, 'Code is too long'),
});
export type TotpDisableBody = z.input<typeof totpDisableBody>;

export const regenerateRecoveryCodesBody = z.strictObject({ code: totpCode });
export type RegenerateRecoveryCodesBody = z.input<typeof regenerateRecoveryCodesBody>;

export const twoFactorStatusResponse = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Password-less (provider) accounts confirm turning it off with a code only. */
  hasPassword: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

/** One of a code, a recovery code or a passkey assertion answers the challenge. */
export const twoFactorVerifyBody = z
  .strictObject({
    challenge,
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
    passkey: passkeyAssertion.optional(),
  })
  .refine(
    (body) =>
      [body.code, body.recoveryCode, body.passkey].filter((v) => v !== undefined).length === 1,
    { message: 'Give exactly one of code, recoveryCode or passkey', path: ['code'] },
  );
export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifyBody>;

export const twoFactorPasskeyOptionsBody = z.strictObject({ challenge });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListResponse = z.object({ passkeys: z.array(passkeySchema) });

export const passkeyName = requiredString('Name')
  .trim()
  .min(1, 'Name is required')
  .max(MAX_PASSKEY_NAME_LENGTH, `Name must be at most ${MAX_PASSKEY_NAME_LENGTH} characters`);

/** POST /api/auth/passkeys/registration-options: confirmed like two-factor set-up. */
export const passkeyRegistrationOptionsBody = z.strictObject({ password: confirmingPassword });
export type PasskeyRegistrationOptionsBody = z.input<typeof passkeyRegistrationOptionsBody>;

export const passkeyRegisterBody = z.strictObject({
  name: passkeyName,
  response: passkeyRegistrationResponse,
});
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBody>;

export const passkeySignInBody = z.strictObject({ response: passkeyAssertion });
export type PasskeySignInBody = z.input<typeof passkeySignInBody>;

export const optionsResponse = z.object({ options: passkeyOptions });
