import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt } from './columns.ts';

// The ledger directory (migration 0024, decision 0049): who may read and write which
// ledger. Global tables: every process resolves membership here before it reads the
// ledger's data, wherever that data lives.

export const LEDGER_ROLES = ['owner', 'editor', 'viewer'] as const;
export type LedgerRole = (typeof LEDGER_ROLES)[number];

export const ledgers = pgTable(
  'ledgers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The user whose personal ledger this is (made with the account); null for any other. */
    personalUserId: uuid('personal_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * The day (1-28) the ledger's budget month starts on (migration 0042, decision 0063).
     * Every kept month key follows it: its trigger recomputes them whenever it changes.
     */
    monthStartDay: smallint('month_start_day').notNull().default(1),
  },
  (t) => [
    uniqueIndex('ledgers_personal_user_idx').on(t.personalUserId),
    check('ledgers_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    check('ledgers_month_start_day', sql`${t.monthStartDay} BETWEEN 1 AND 28`),
  ],
);

export const ledgerMembers = pgTable(
  'ledger_members',
  {
    ledgerId: uuid('ledger_id')
      .notNull()
      .references(() => ledgers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: LEDGER_ROLES }).notNull(),
    /** The member shows their e-mail address to the ledger's other members. */
    showEmail: boolean('show_email').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'ledger_members_pk', columns: [t.ledgerId, t.userId] }),
    uniqueIndex('ledger_members_one_owner_idx')
      .on(t.ledgerId)
      .where(sql`${t.role} = 'owner'`),
    index('ledger_members_user_idx').on(t.userId),
  ],
);

export const ledgerInvitations = pgTable(
  'ledger_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ledgerId: uuid('ledger_id')
      .notNull()
      .references(() => ledgers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['editor', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('ledger_invitations_token_idx').on(t.tokenHash),
    index('ledger_invitations_ledger_idx').on(t.ledgerId, t.createdAt),
  ],
);

/** The ledger key of a table of ledger data: part of its primary key, its unique indexes and its foreign keys. */
export const ledgerId = () =>
  uuid('ledger_id')
    .notNull()
    .references(() => ledgers.id, { onDelete: 'cascade' });
