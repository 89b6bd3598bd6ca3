import { z } from 'zod';
import { isoDateTimeString, objectId, pageFromQuery } from './common.ts';

/** What a ledger's activity log speaks of (decision 0049). */
export const ACTIVITY_ENTITIES = [
  'transaction',
  'budget',
  'category',
  'account',
  'carry-over',
  'import',
  // The import's own rules, before they became rules (decision 0054): older entries name them.
  'import-rule',
  'recurring',
  'goal',
  'rule',
  'insight',
  'member',
  'invitation',
  'ledger',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** What was done: the method's word, or the special calls' own. */
export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'uploaded',
  'imported',
  'undone',
  'rolled-over',
  'recorded',
  'skipped',
  'dismissed',
  'invited',
  'joined',
  'left',
  'removed',
  'role-changed',
  'renamed',
  'reconciled',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_PAGE_SIZE = 50;
export const MAX_ACTIVITY_PAGE_SIZE = 100;
/** How long the log keeps an entry. */
export const ACTIVITY_KEPT_DAYS = 400;

/** GET /api/ledgers/{id}/activity: newest first, optionally one kind of thing or one member's. */
export const activityQuery = z.strictObject({
  page: pageFromQuery('Page', 1_000_000).default(1),
  limit: pageFromQuery('Limit', MAX_ACTIVITY_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE),
  entity: z
    .enum(ACTIVITY_ENTITIES, { error: `Entity must be one of ${ACTIVITY_ENTITIES.join(', ')}` })
    .optional(),
  actor: z.uuid({ error: 'Actor must be a user id' }).optional(),
});
export type ActivityQuery = z.input<typeof activityQuery>;

export const activityEvent = z.object({
  at: isoDateTimeString,
  /** name is null once the account is deleted. */
  actor: z.object({ userId: z.string().nullable(), name: z.string().nullable() }),
  action: z.enum(ACTIVITY_ACTIONS),
  entity: z.enum(ACTIVITY_ENTITIES),
  entityId: z.string().nullable(),
  summary: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEvent>;

export const activityResponse = z.object({ events: z.array(activityEvent) });
export type ActivityResponse = z.infer<typeof activityResponse>;

export const activityParams = z.strictObject({ id: objectId });
