import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, unmetPasswordMessages } from '../password.ts';
import { fieldError, messageResponse, requiredString, successResponse } from './common.ts';
import { accountLocale } from './locale.ts';

export const EMAIL_MESSAGE = 'Please provide a valid email address';

/** Trimmed and lowercased before the check, so 'A@B.com ' and 'a@b.com' are one account. */
export const email = z
  .string(fieldError('Email', 'a string'))
  .trim()
  .toLowerCase()
  .min(1, { message: 'Email is required', abort: true })
  .max(254, { message: 'Email must be at most 254 characters', abort: true })
  .pipe(z.email(EMAIL_MESSAGE));

/** A password as typed at sign-in or as the current one: never re-checked against the rules. */
const existingPassword = (label: string) =>
  requiredString(label)
    .min(1, `${label} is required`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** A new password: the password rules (one message per unmet rule) and at most 128 characters. */
const newPasswordField = (label: string) =>
  requiredString(label)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .superRefine((value, ctx) => {
      for (const message of unmetPasswordMessages(value)) ctx.addIssue({ code: 'custom', message });
    });

const token = requiredString('Token')
  .trim()
  .min(1, 'Token is required')
  .max(512, 'Token is too long');

export const csrfTokenResponse = z.object({ csrfToken: z.string() });

export const loginBody = z.strictObject({ email, password: existingPassword('Password') });
export type LoginBody = z.input<typeof loginBody>;

/**
 * The name set at registration (docs/product/api-auth.md) and edited in Settings: trimmed, not
 * empty, at most 100 characters, and one line: a line break or other control character
 * would spill into the e-mails and pages that greet the user by name.
 */
export const displayName = requiredString('Name')
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters')
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'Name must be on one line');

export const registerBody = z.strictObject({
  name: displayName,
  email,
  password: newPasswordField('Password'),
  /** The browser's language, kept with the account: the verification mail is in it. */
  locale: accountLocale.optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

/** Login and register answers: the session token. */
export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

/**
 * POST /api/auth/google/exchange: the one-time code of a provider sign-in's return link
 * (its `token` query parameter) for a session token (`tokenResponse`).
 */
export const providerCodeExchangeBody = z.strictObject({
  code: requiredString('Code').trim().min(1, 'Code is required').max(512, 'Code is too long'),
});
export type ProviderCodeExchangeBody = z.input<typeof providerCodeExchangeBody>;

export const verifyEmailBody = z.strictObject({ token });
export const verifyEmailResponse = messageResponse;

export const sendVerificationBody = z.strictObject({ email });
export const sendVerificationResponse = messageResponse;

export const passwordResetRequestBody = z.strictObject({ email });
export const passwordResetRequestResponse = messageResponse;

export const passwordResetVerifyBody = z.strictObject({ token });
export const passwordResetVerifyResponse = z.object({ valid: z.boolean() });
export type PasswordResetVerifyResponse = z.infer<typeof passwordResetVerifyResponse>;

export const passwordResetBody = z.strictObject({
  token,
  password: newPasswordField('Password'),
  /** Also remove every passkey: one added by whoever had the account may be why it is reset. */
  removePasskeys: z.boolean().optional(),
});
export type PasswordResetBody = z.input<typeof passwordResetBody>;
export const passwordResetResponse = messageResponse;

export const changePasswordBody = z.strictObject({
  currentPassword: existingPassword('Current password'),
  newPassword: newPasswordField('New password'),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
/** `token` replaces the caller's session token: a change ends every session, the caller's too. */
export const changePasswordResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export const userResponse = z.object({
  /** Stable across e-mail changes: the web client keys this user's offline cache by it. */
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isVerified: z.boolean(),
  hasCompletedOnboarding: z.boolean(),
  /**
   * The language chosen in Settings; null follows the browser (and e-mails are English).
   * Always answered; optional for answers a device kept from before there was one.
   */
  locale: accountLocale.nullable().optional(),
});
export type User = z.infer<typeof userResponse>;

/** GET /api/auth/verify, POST /api/auth/complete-onboarding and POST /api/auth/logout. */
export const verifySessionResponse = successResponse;
export const completeOnboardingResponse = successResponse;
export const logoutResponse = successResponse;

/** Values of the login page's ?error= parameter (docs/product/api-auth.md), set by the server's redirects. */
export const loginErrorCode = z.enum([
  'account_locked',
  'oauth_failed',
  'token_error',
  'callback_error',
]);
export type LoginErrorCode = z.infer<typeof loginErrorCode>;
