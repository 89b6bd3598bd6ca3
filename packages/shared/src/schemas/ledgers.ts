import { z } from 'zod';
import { email } from './auth.ts';
import { MONTH_START_DAY_MAX, MONTH_START_DAY_MIN } from '../budget-month.ts';
import { objectId, requiredString } from './common.ts';

/** Pending invitations one ledger may hold at a time. */
export const MAX_PENDING_INVITATIONS = 50;
/** Ledgers one person may own besides their personal one. */
export const MAX_OWNED_LEDGERS = 20;
/** An invitation link works this long, once. */
export const INVITATION_DAYS = 7;

export const LEDGER_ROLE_VALUES = ['owner', 'editor', 'viewer'] as const;
export const ledgerRole = z.enum(LEDGER_ROLE_VALUES, {
  error: 'Role must be owner, editor or viewer',
});
export type LedgerRoleName = z.infer<typeof ledgerRole>;
/** An invitation never makes an owner: ownership is handed over to a member. */
export const invitedRole = z.enum(['editor', 'viewer'], { error: 'Role must be editor or viewer' });

export const ledgerName = requiredString('Name')
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

/** POST /api/ledgers */
export const ledgerBody = z.strictObject({ name: ledgerName });
export type LedgerBody = z.input<typeof ledgerBody>;

/** The day of the month a ledger's budget month starts on (packages/shared/src/budget-month.ts). */
export const monthStartDay = z
  .number({ error: 'Month start day must be a whole number from 1 to 28' })
  .int('Month start day must be a whole number from 1 to 28')
  .min(MONTH_START_DAY_MIN, 'Month start day must be a whole number from 1 to 28')
  .max(MONTH_START_DAY_MAX, 'Month start day must be a whole number from 1 to 28');

/** PUT /api/ledgers/{id}: rename, change the budget month's start day, or both (owner). */
export const ledgerUpdateBody = z
  .strictObject({ name: ledgerName.optional(), monthStartDay: monthStartDay.optional() })
  .refine((body) => body.name !== undefined || body.monthStartDay !== undefined, {
    message: 'Give a name or a month start day',
  });
export type LedgerUpdateBody = z.input<typeof ledgerUpdateBody>;

export const ledgerResponse = z.object({
  _id: z.string(),
  name: z.string(),
  /** The caller's role in the ledger. */
  role: ledgerRole,
  /** Whether this is the caller's personal ledger (made with the account, never deleted). */
  personal: z.boolean(),
  /** The day (1-28) each budget month of this ledger starts on; 1 is the calendar month. */
  monthStartDay: z.number().int(),
});
export type Ledger = z.infer<typeof ledgerResponse>;
export const ledgerListResponse = z.object({ ledgers: z.array(ledgerResponse) });

export const ledgerParams = z.strictObject({ id: objectId });
export const invitationParams = z.strictObject({ id: objectId, invitationId: objectId });
export const memberParams = z.strictObject({ id: objectId, userId: objectId });

/** POST /api/ledgers/{id}/invitations */
export const invitationBody = z.strictObject({ email, role: invitedRole });
export type InvitationBody = z.input<typeof invitationBody>;

/** A pending invitation as its ledger's owner sees it; the token is only ever in the mail. */
export const invitationResponse = z.object({
  _id: z.string(),
  email: z.string(),
  role: invitedRole,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationResponse>;
export const invitationListResponse = z.object({ invitations: z.array(invitationResponse) });

/** POST /api/invitations/accept */
export const acceptInvitationBody = z.strictObject({
  token: requiredString('Token').trim().min(1, 'Token is required').max(512, 'Token is too long'),
});
export const acceptInvitationResponse = z.object({ ledger: ledgerResponse });

/**
 * A member as every member sees them: a name and a role; the e-mail address only
 * if that member shows it to this ledger (null otherwise, and for the caller's own
 * row it says whether they show it).
 */
export const memberResponse = z.object({
  userId: z.string(),
  name: z.string(),
  role: ledgerRole,
  email: z.string().nullable(),
});
export type Member = z.infer<typeof memberResponse>;
export const memberListResponse = z.object({ members: z.array(memberResponse) });

/** PUT /api/ledgers/{id}/membership: the caller's own choices as a member of the ledger. */
export const membershipBody = z.strictObject({
  showEmail: z.boolean({ error: 'showEmail must be true or false' }),
});

/** PUT /api/ledgers/{id}/members/{userId}; 'owner' hands the ledger over (the caller becomes an editor). */
export const memberRoleBody = z.strictObject({ role: ledgerRole });

/** GET /api/ledgers/{id}/month-start-preview?day= */
export const monthStartPreviewQuery = z.strictObject({
  day: z.coerce.number().pipe(monthStartDay),
});
const monthSums = z.object({ income: z.number(), expenses: z.number(), savings: z.number() });
/** What changing the start day would move: each budget month whose totals change, before and after. */
export const monthStartPreviewResponse = z.object({
  day: z.number().int(),
  /** Transactions whose budget month would change. */
  moved: z.number().int(),
  months: z.array(z.object({ month: z.string(), before: monthSums, after: monthSums })),
});
export type MonthStartPreview = z.infer<typeof monthStartPreviewResponse>;
