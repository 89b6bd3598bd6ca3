import { doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt } from './columns.ts';

// What the public site collects: contact messages and web vitals.

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
  /**
   * The outbox (decision 0040): null until the mail server accepted the mail. New messages
   * are stored with null; the default covers rows restored from before the outbox.
   */
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  alertedAt: timestamp('alerted_at', { withTimezone: true }),
});

export const webVitals = pgTable('web_vitals', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  value: doublePrecision('value').notNull(),
  rating: text('rating'),
  path: text('path'),
  createdAt: createdAt(),
});
