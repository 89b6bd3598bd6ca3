import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES } from '@elevate/shared/schemas/accounts';
import { ledgerId } from './ledgers.ts';
import { cents, createdAt } from './columns.ts';

// Where the money is (migration 0028, decision 0052): a ledger's accounts and the
// balances the triggers keep beside them.

export const accounts = pgTable(
  'accounts',
  {
    ledgerId: ledgerId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: ACCOUNT_TYPES }).notNull(),
    /** Off-budget ('tracking') accounts' rows never touch the budget. */
    onBudget: boolean('on_budget').notNull().default(true),
    openingBalanceCents: cents('opening_balance_cents').notNull().default(0),
    openingDate: date('opening_date', { mode: 'string' }),
    closed: boolean('closed').notNull().default(false),
    /** The account a transaction written without one goes to; one per ledger. */
    isDefault: boolean('is_default').notNull().default(false),
    reconciledAt: date('reconciled_at', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'accounts_pk', columns: [t.ledgerId, t.id] }),
    uniqueIndex('accounts_name_idx').on(t.ledgerId, sql`lower(${t.name})`),
    uniqueIndex('accounts_default_idx')
      .on(t.ledgerId)
      .where(sql`${t.isDefault}`),
    check(
      'accounts_type',
      sql`${t.type} IN ('checking', 'savings', 'credit_card', 'cash', 'loan', 'investment', 'other')`,
    ),
    check('accounts_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    check('accounts_opening_balance_range', sql`abs(${t.openingBalanceCents}) <= 100000000000`),
    check('accounts_default_open', sql`NOT (${t.isDefault} AND ${t.closed})`),
  ],
);

/**
 * Each account's balance per UTC month in slot rows (decision 0023): money in
 * minus money out over all its rows, its cleared rows and its reconciled rows,
 * and its number of rows. An account's balance is its opening balance plus the
 * sum of its slots; a month-end balance the same sum up to that month. Read
 * them; only the triggers on transactions write them.
 */
export const accountBalanceSlots = pgTable(
  'account_balance_slots',
  {
    ledgerId: ledgerId(),
    accountId: uuid('account_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    clearedCents: bigint('cleared_cents', { mode: 'number' }).notNull(),
    reconciledCents: bigint('reconciled_cents', { mode: 'number' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'account_balance_slots_pk',
      columns: [t.ledgerId, t.accountId, t.month, t.slot],
    }),
    foreignKey({
      name: 'account_balance_slots_account_fk',
      columns: [t.ledgerId, t.accountId],
      foreignColumns: [accounts.ledgerId, accounts.id],
    }).onDelete('cascade'),
  ],
);
