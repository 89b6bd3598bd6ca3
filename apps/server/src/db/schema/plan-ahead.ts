import {
  boolean,
  foreignKey,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, createdAt } from './columns.ts';
import { ledgerId } from './ledgers.ts';
import type { StoredPart } from './transactions.ts';

// Planning ahead (migration 0012, decision 0027): carry-overs, recurring rules and goals.

/** Expense and savings categories (by type and lower(name)) whose unspent amount carries over. */
export const categoryCarryOvers = pgTable(
  'category_carry_overs',
  {
    ledgerId: ledgerId(),
    type: text('type').notNull(),
    categoryKey: text('category_key').notNull(),
  },
  (t) => [
    primaryKey({ name: 'category_carry_overs_pk', columns: [t.ledgerId, t.type, t.categoryKey] }),
  ],
);

export const recurringRules = pgTable(
  'recurring_rules',
  {
    id: uuid('id').notNull().defaultRandom(),
    ledgerId: ledgerId(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    type: text('type', { enum: ['income', 'expense', 'savings'] }).notNull(),
    category: text('category').notNull(),
    /** The parts each occurrence is split into (migration 0036); its category is then ''. */
    parts: jsonb('parts').$type<StoredPart[]>(),
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
    primaryKey({ name: 'recurring_rules_pk', columns: [t.ledgerId, t.id] }),
    index('recurring_rules_ledger_idx').on(t.ledgerId),
    index('recurring_rules_next_date_idx')
      .on(t.nextDate)
      .where(sql`${t.nextDate} IS NOT NULL`),
    check('recurring_rules_amount_nonzero', sql`${t.amountCents} <> 0`),
    check(
      'recurring_rules_parts',
      sql`${t.parts} IS NULL OR (${t.category} = '' AND elevate_parts_valid(${t.parts}, ${t.amountCents}))`,
    ),
  ],
);

/** One row per rule and date: the occurrence key, unique, that makes creation exactly-once. */
export const recurringOccurrences = pgTable(
  'recurring_occurrences',
  {
    ruleId: uuid('rule_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    ledgerId: ledgerId(),
    status: text('status', { enum: ['recorded', 'skipped', 'due'] }).notNull(),
    transactionId: uuid('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'recurring_occurrences_pk', columns: [t.ledgerId, t.ruleId, t.date] }),
    foreignKey({
      name: 'recurring_occurrences_rule_id_fk',
      columns: [t.ledgerId, t.ruleId],
      foreignColumns: [recurringRules.ledgerId, recurringRules.id],
    }).onDelete('cascade'),
    index('recurring_occurrences_ledger_status_idx').on(t.ledgerId, t.status),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').notNull().defaultRandom(),
    ledgerId: ledgerId(),
    name: text('name').notNull(),
    targetCents: cents('target_cents').notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    category: text('category').notNull(),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'goals_pk', columns: [t.ledgerId, t.id] }),
    index('goals_ledger_idx').on(t.ledgerId),
  ],
);
