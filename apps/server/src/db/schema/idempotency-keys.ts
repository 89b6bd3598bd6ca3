import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ledgers } from './ledgers.ts';
import { users } from './users.ts';

/**
 * Idempotency keys of ledger writes (migration 0040, decision 0061): the first request
 * with a key claims it with its request's hash; its answer (status, content type, body)
 * is written once it is known, and a repeat is answered from here for 24 hours. Status
 * null: the first request still runs. Left out of backups, like sessions.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ledgerId: uuid('ledger_id')
      .notNull()
      .references(() => ledgers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request's method, path, ledger and body (hex). */
    requestHash: text('request_hash').notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.ledgerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    // A ledger's deletion finds its keys here.
    index('idempotency_keys_ledger_idx').on(t.ledgerId),
    check('idempotency_keys_key_length', sql`char_length(${t.key}) BETWEEN 1 AND 200`),
  ],
);
