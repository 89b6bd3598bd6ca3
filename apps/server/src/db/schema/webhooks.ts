import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ledgers } from './ledgers.ts';
import { users } from './users.ts';

/**
 * Webhooks (migration 0041, decision 0060): a user's URL that hears one ledger's
 * events. `leaseUntil` is held by the process delivering to it, so two processes never
 * deliver to one webhook at once and its events go out in order.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ledgerId: uuid('ledger_id')
      .notNull()
      .references(() => ledgers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    index('webhooks_user_idx').on(t.userId, t.createdAt),
    index('webhooks_ledger_idx').on(t.ledgerId),
    check('webhooks_url_length', sql`char_length(${t.url}) BETWEEN 1 AND 2048`),
    check('webhooks_events', sql`cardinality(${t.events}) BETWEEN 1 AND 6`),
  ],
);

/** One event for one webhook, from queued to delivered or given up; its id is the event's. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    event: text('event').notNull(),
    /** The body exactly as it is sent, so every attempt signs the same bytes. */
    payload: text('payload').notNull(),
    /** Set for events that must go out once only (a budget exceeded in a month). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    error: text('error'),
  },
  (t) => [
    index('webhook_deliveries_pending_idx')
      .on(t.webhookId, t.seq)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_log_idx').on(t.webhookId, t.seq),
    uniqueIndex('webhook_deliveries_dedupe_idx').on(t.webhookId, t.dedupeKey),
    index('webhook_deliveries_created_idx').on(t.createdAt),
    check('webhook_deliveries_status', sql`${t.status} IN ('pending', 'delivered', 'failed')`),
  ],
);
