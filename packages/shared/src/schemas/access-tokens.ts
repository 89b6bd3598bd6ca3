import { z } from 'zod';
import { addDays, toDay } from '../recurring-schedule.ts';
import { confirmingPassword } from './account.ts';
import { calendarDay, objectId, requiredString } from './common.ts';
import { hasControlCharacters } from './tags.ts';

/**
 * Personal access tokens (decision 0057): a secret a script sends as
 * `Authorization: Bearer elv_…` to read or change one user's ledger data, never their
 * account or its security.
 */
export const ACCESS_TOKEN_PREFIX = 'elv_';
export const ACCESS_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];
export const MAX_ACCESS_TOKENS = 50;
export const MAX_ACCESS_TOKEN_NAME_LENGTH = 64;

export const ACCESS_TOKEN_MESSAGES = {
  scope: "Scope must be 'read' or 'read-write'",
  expiryPast: 'Expiry must be a day after today',
  tooMany: `You can keep at most ${MAX_ACCESS_TOKENS} access tokens: revoke one first`,
  ledgerNotFound: 'Ledger not found',
  notForTokens: 'An access token cannot use this endpoint: sign in instead',
  readOnly: 'This access token can only read',
  otherLedger: 'This access token belongs to another ledger',
} as const;

export const accessTokenName = requiredString('Name')
  .trim()
  .min(1, 'Name is required')
  .max(
    MAX_ACCESS_TOKEN_NAME_LENGTH,
    `Name must be at most ${MAX_ACCESS_TOKEN_NAME_LENGTH} characters`,
  )
  .refine((name) => !hasControlCharacters(name), 'Name must be on one line');

/** 'YYYY-MM-DD' of the UTC day after `now`: the first expiry a new token may have. */
export const firstExpiryDay = (now = new Date()) => addDays(toDay(now), 1);

/**
 * POST /api/tokens. The token works through the whole UTC day `expiresAt` names; without
 * one it works until revoked. With `ledgerId` it reaches that ledger only.
 */
export const createAccessTokenBody = z.strictObject({
  name: accessTokenName,
  scope: z.enum(ACCESS_TOKEN_SCOPES, { error: ACCESS_TOKEN_MESSAGES.scope }),
  expiresAt: calendarDay('Expiry')
    .refine((day) => day >= firstExpiryDay(), ACCESS_TOKEN_MESSAGES.expiryPast)
    .nullish(),
  ledgerId: objectId.nullish(),
  password: confirmingPassword,
});
export type CreateAccessTokenBody = z.input<typeof createAccessTokenBody>;

export const accessTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scope: z.enum(ACCESS_TOKEN_SCOPES),
  /** The ledger it is bound to; null: every ledger its user is a member of. */
  ledgerId: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The instant it stops working (the end of the day chosen); null: never. */
  expiresAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListResponse = z.object({ tokens: z.array(accessTokenSchema) });
export type AccessTokenList = z.infer<typeof accessTokenListResponse>;

/** The secret is in this answer only; the server keeps its hash. */
export const createdAccessTokenResponse = accessTokenSchema.extend({ token: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenResponse>;
