import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../password.ts';
import { displayName, email } from './auth.ts';
import { isoDateTimeString, requiredString } from './common.ts';
import { accountLocale } from './locale.ts';

/** One signed-in device: a live session, with the browser and system read from its user agent. */
export const accountSession = z.object({
  id: z.uuid(),
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: isoDateTimeString,
  lastUsedAt: isoDateTimeString,
  userAgent: z.string().nullable(),
  browser: z.string(),
  os: z.string(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** GET /api/auth/sessions: newest sign-in first. */
export const sessionsResponse = z.object({ sessions: z.array(accountSession) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;

/** POST /api/auth/sessions/revoke-others. */
export const revokeOthersResponse = z.object({ revoked: z.number().int() });

/** GET /api/account: what the settings forms need to know about the account's sign-in. */
export const accountResponse = z.object({
  email: z.string(),
  name: z.string(),
  /** false for an account made by a provider sign-in: it confirms by signing in again. */
  hasPassword: z.boolean(),
  providerLinked: z.boolean(),
  /** The dashboard's first-run checklist was dismissed (kept with the account, decision 0043). */
  checklistDismissed: z.boolean(),
  /** The Monday e-mail of last week's spending, budgets near their limit, payments and goals. */
  weeklyDigest: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountResponse>;

/**
 * The password that confirms a sensitive change (a new address, deletion, a new
 * passkey, two-factor on). Optional in the schema: an account without one confirms by
 * a fresh provider sign-in instead, and the server says which.
 */
export const confirmingPassword = requiredString('Password')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .optional();

/**
 * PATCH /api/account: what the user may change without confirming who they are. At least
 * one field; the checklist can only be dismissed (it comes back by itself for no one). A
 * `locale` of null follows the browser again.
 */
export const updateAccountBody = z
  .strictObject({
    name: displayName.optional(),
    checklistDismissed: z.literal(true).optional(),
    weeklyDigest: z.boolean({ error: 'weeklyDigest must be true or false' }).optional(),
    locale: accountLocale.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateAccountBody = z.input<typeof updateAccountBody>;

/** POST /api/account/email: mails a confirmation link to the new address. */
export const changeEmailBody = z.strictObject({ newEmail: email, password: confirmingPassword });
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

/** POST /api/account/email/confirm: the token of the mailed link. */
export const confirmEmailChangeBody = z.strictObject({
  token: requiredString('Token').trim().min(1, 'Token is required').max(512, 'Token is too long'),
});
export const confirmEmailChangeResponse = z.object({ message: z.string(), email: z.string() });

/** DELETE /api/account: the password (or a fresh provider sign-in) and the address typed out. */
export const deleteAccountBody = z.strictObject({
  password: confirmingPassword,
  email: requiredString('Email').max(254, 'Email must be at most 254 characters'),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
