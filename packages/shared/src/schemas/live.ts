import { z } from 'zod';
import { ACTIVITY_ENTITIES } from './activity.ts';

/** GET /api/events: the ledger is the X-Ledger-Id header's, else this one, else the personal ledger. */
export const liveQuery = z.strictObject({
  ledger: z.uuid({ error: 'Ledger must be a ledger id' }).optional(),
});

/** At most this many ids ride in one change; a client refetches the whole resource when cut. */
export const MAX_LIVE_IDS = 50;

/**
 * One `data:` line of the stream: something in the ledger changed (by anyone,
 * the same user's other devices included); the client refetches `resource`.
 */
export const liveChange = z.object({
  type: z.literal('change'),
  resource: z.enum(ACTIVITY_ENTITIES),
  ids: z.array(z.string()),
  actor: z.object({ userId: z.string(), name: z.string().nullable() }),
});
export type LiveChange = z.infer<typeof liveChange>;
