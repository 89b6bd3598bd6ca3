import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cents, createdAt } from './columns.ts';

// Monthly budgets and their category lines.

export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    toBeBudgetedRolloverCents: cents('to_be_budgeted_rollover_cents').notNull().default(0),
    /** The month whose To Be Budgeted was carried in (decision 0027); null when nothing was. */
    rolloverFrom: date('rollover_from', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('budgets_user_month_idx').on(t.userId, t.month),
    // The API's years (decision 0016; migration 0008 adds it NOT VALID).
    check('budgets_month_range', sql`${t.month} >= '1900-01-01' AND ${t.month} <= '2200-12-01'`),
  ],
);

export const categoryTypes = ['income', 'expense', 'savings'] as const;

export const budgetCategories = pgTable(
  'budget_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: categoryTypes }).notNull(),
    budgetedCents: cents('budgeted_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    // The order the client listed the categories in: ties of sortOrder keep it.
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('budget_categories_name_idx').on(t.budgetId, t.type, sql`lower(${t.name})`),
    check('budget_categories_budgeted_nonneg', sql`${t.budgetedCents} >= 0`),
  ],
);
