import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerId } from './ledgers.ts';
import { cents, createdAt } from './columns.ts';

// Monthly budgets and their category lines.

export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').notNull().defaultRandom(),
    ledgerId: ledgerId(),
    month: date('month', { mode: 'string' }).notNull(),
    toBeBudgetedRolloverCents: cents('to_be_budgeted_rollover_cents').notNull().default(0),
    /** The month whose To Be Budgeted was carried in (decision 0027); null when nothing was. */
    rolloverFrom: date('rollover_from', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'budgets_pk', columns: [t.ledgerId, t.id] }),
    uniqueIndex('budgets_ledger_month_idx').on(t.ledgerId, t.month),
    // The API's years (decision 0016; migration 0008 adds it NOT VALID).
    check('budgets_month_range', sql`${t.month} >= '1900-01-01' AND ${t.month} <= '2200-12-01'`),
  ],
);

export const categoryTypes = ['income', 'expense', 'savings'] as const;

export const budgetCategories = pgTable(
  'budget_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    ledgerId: ledgerId(),
    budgetId: uuid('budget_id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: categoryTypes }).notNull(),
    budgetedCents: cents('budgeted_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    // The order the client listed the categories in: ties of sortOrder keep it.
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'budget_categories_pk', columns: [t.ledgerId, t.id] }),
    foreignKey({
      name: 'budget_categories_budget_id_fk',
      columns: [t.ledgerId, t.budgetId],
      foreignColumns: [budgets.ledgerId, budgets.id],
    }).onDelete('cascade'),
    uniqueIndex('budget_categories_name_idx').on(
      t.ledgerId,
      t.budgetId,
      t.type,
      sql`lower(${t.name})`,
    ),
    check('budget_categories_budgeted_nonneg', sql`${t.budgetedCents} >= 0`),
  ],
);
