import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, createdAt } from './columns.ts';
import { users } from './users.ts';

// Planning ahead (migration 0012, decision 0027): carry-overs, recurring rules and goals.

const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Expense and savings categories (by type and lower(name)) whose unspent amount carries over. */
export const categoryCarryOvers = pgTable(
  'category_carry_overs',
  { userId: userId(), type: text('type').notNull(), categoryKey: text('category_key').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.categoryKey] })],
);

export const recurringRules = pgTable(
  'recurring_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    type: text('type', { enum: ['income', 'expense', 'savings'] }).notNull(),
    category: text('category').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly', 'yearly'] }).notNull(),
    interval: integer('interval').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    count: integer('count'),
    lastDayOfMonth: boolean('last_day_of_month').notNull().default(false),
    auto: boolean('auto').notNull(),
    /** The index and date of the first occurrence not yet created (or set due); null date once ended. */
    nextIndex: integer('next_index').notNull().default(0),
    nextDate: date('next_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('recurring_rules_user_idx').on(t.userId),
    index('recurring_rules_next_date_idx')
      .on(t.nextDate)
      .where(sql`${t.nextDate} IS NOT NULL`),
    check('recurring_rules_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** One row per rule and date: the occurrence key, unique, that makes creation exactly-once. */
export const recurringOccurrences = pgTable(
  'recurring_occurrences',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => recurringRules.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    userId: userId(),
    status: text('status', { enum: ['recorded', 'skipped', 'due'] }).notNull(),
    transactionId: uuid('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.date] }),
    index('recurring_occurrences_user_status_idx').on(t.userId, t.status),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    name: text('name').notNull(),
    targetCents: cents('target_cents').notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    category: text('category').notNull(),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('goals_user_idx').on(t.userId)],
);
