import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ledgers } from './ledgers.ts';
import { users } from './users.ts';

/**
 * Personal access tokens (migration 0038, decision 0057): a script's secret, kept only as
 * its SHA-256 hash like a session's. A revoked token's row is deleted; an expired one stays
 * listed (marked expired) until its owner revokes it.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'read-write'] }).notNull(),
    /** The one ledger it reaches; null: every ledger its user is a member of. */
    ledgerId: uuid('ledger_id').references(() => ledgers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute per token. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_idx').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId, t.createdAt),
    check('access_tokens_scope', sql`${t.scope} IN ('read', 'read-write')`),
    check('access_tokens_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 64`),
  ],
);
