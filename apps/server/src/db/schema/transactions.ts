import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categoryTypes } from './budgets.ts';
import { accounts } from './accounts.ts';
import { ledgerId } from './ledgers.ts';
import { cents, createdAt } from './columns.ts';

/** A split row's part as stored (the row's type is the part's). */
export interface StoredPart {
  category: string;
  amountCents: number;
  notes: string | null;
}

// Transactions and the counters and sums the triggers keep beside them.

/**
 * JSON.stringify(toTransaction(row)) as a generation expression over a
 * transactions row. Its helpers (migrations 0003 and 0030) are immutable as declared:
 * to_json of text and to_char with this pattern depend on no setting, and
 * dollars are printed from cents with integer arithmetic, as JavaScript
 * prints cents / 100 for any amount the API accepts (|amount| ≤ 1e9).
 */
const TRANSACTION_JSON = `'{"_id":"' || "id"::text || '","user":"' || "ledger_id"::text
  || '","date":"' || elevate_iso_utc("date") || '","description":' || elevate_json_text("description")
  || ',"amount":' || elevate_dollars("amount_cents") || ',"type":' || elevate_json_text("type")
  || ',"category":' || CASE WHEN "parts" IS NULL THEN elevate_json_text("category") ELSE 'null' END
  || ',"notes":' || coalesce(elevate_json_text("notes"), 'null')
  || ',"accountId":"' || "account_id"::text
  || '","cleared":' || CASE WHEN "cleared" THEN 'true' ELSE 'false' END
  || ',"reconciled":' || CASE WHEN "reconciled" THEN 'true' ELSE 'false' END
  || ',"transferId":' || coalesce('"' || "transfer_id"::text || '"', 'null')
  || ',"tags":' || elevate_json_text_array("tags")
  || ',"splits":' || coalesce(elevate_parts_json("parts", "type"), '[]')
  || ',"createdAt":"' || elevate_iso_utc("created_at") || '"}'`;

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').notNull().defaultRandom(),
    ledgerId: ledgerId(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    type: text('type', { enum: categoryTypes }).notNull(),
    category: text('category').notNull(),
    notes: text('notes'),
    /** The account the money moved in (migration 0028); the door fills in the default. */
    accountId: uuid('account_id').notNull(),
    /** Ticked off against the bank statement. */
    cleared: boolean('cleared').notNull().default(false),
    /** Locked by a reconciliation. */
    reconciled: boolean('reconciled').notNull().default(false),
    /** The other row of a transfer, or null. */
    transferId: uuid('transfer_id'),
    /**
     * Whether the row counts in the budget (the month totals add only these):
     * false in a tracking account. Written by the door from the row's account.
     */
    inBudget: boolean('in_budget').notNull().default(true),
    createdAt: createdAt(),
    /**
     * The row's tags in the ledger's spelling (migration 0030, decision 0053): a
     * trigger trims them, keeps each once whatever its case and spells each as the
     * ledger's tags table does.
     */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * A split row's parts (migration 0034, decision 0055): [{ category, amountCents, notes }]
     * of the row's type, adding up to its amount; null when not split. A trigger keeps a
     * split row's category as its parts' categories, each after chr(31) (partCategoriesText),
     * so the texts find it by any part; the API answers null, and the month totals count the
     * parts instead of the row.
     */
    parts: jsonb('parts').$type<StoredPart[]>(),
    /**
     * The row as the API's JSON (JSON.stringify(toTransaction(row))), kept by
     * the database on every write so lists are served by concatenating it
     * (decision 0010). The helper functions are in migration 0003.
     */
    apiJson: text('api_json').notNull().generatedAlwaysAs(sql.raw(TRANSACTION_JSON)),
  },
  (t) => [
    // Serves the newest-first listing (in the full list order, id included, so
    // a page is read off it without a sort) and every date-bounded query.
    primaryKey({ name: 'transactions_pk', columns: [t.ledgerId, t.id] }),
    index('transactions_ledger_date_id_idx').on(
      t.ledgerId,
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Serves an account's list and its checks.
    index('transactions_ledger_account_date_idx').on(
      t.ledgerId,
      t.accountId,
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Serves the per-category sums of one month and the category-carrying updates.
    index('transactions_ledger_category_idx').on(
      t.ledgerId,
      t.type,
      sql`lower(${t.category})`,
      t.date,
    ),
    // The cascade's lookup of a deleted row's partner (migration 0029): without it, a
    // delete of n rows read the ledger n times.
    index('transactions_ledger_transfer_idx')
      .on(t.ledgerId, t.transferId)
      .where(sql`${t.transferId} IS NOT NULL`),
    // ?tag= (migration 0030): the ledger's rows carrying a tag, whatever its case. Only
    // tagged rows are in these two; a query names the same condition to use them.
    index('transactions_tags_idx')
      .using('gin', sql`elevate_tag_keys(${t.ledgerId}, ${t.tags})`)
      .where(sql`${t.tags} <> '{}'::text[]`),
    // The tag report's range of tagged rows.
    index('transactions_ledger_tagged_date_idx')
      .on(t.ledgerId, t.date)
      .where(sql`${t.tags} <> '{}'::text[]`),
    // Deleting either row of a transfer deletes the other (migration 0028).
    foreignKey({
      name: 'transactions_transfer_fk',
      columns: [t.ledgerId, t.transferId],
      foreignColumns: [t.ledgerId, t.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'transactions_account_fk',
      columns: [t.ledgerId, t.accountId],
      foreignColumns: [accounts.ledgerId, accounts.id],
    }),
    check('transactions_amount_nonzero', sql`${t.amountCents} <> 0`),
    check(
      'transactions_parts',
      sql`${t.parts} IS NULL OR (${t.transferId} IS NULL AND elevate_parts_valid(${t.parts}, ${t.amountCents}))`,
    ),
    check('transactions_tags_count', sql`cardinality(${t.tags}) <= 20`),
    check(
      'transactions_date_range',
      sql`${t.date} >= '1900-01-01T00:00:00Z' AND ${t.date} < '2201-01-01T00:00:00Z'`,
    ),
  ],
);

/**
 * Each ledger's number of transactions, kept by statement triggers on
 * transactions in the same database transaction as the change, so the
 * unfiltered list's totalCount is one row read instead of a count over the
 * whole history. This and the three below are views that add up slot rows
 * (transaction_count_slots, …): concurrent writers of one ledger add to
 * different slots instead of queueing on one row (migration 0009, decision
 * 0023). Read them; only the triggers write the slots.
 */
export const transactionCounts = pgTable('transaction_counts', {
  ledgerId: uuid('ledger_id').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

/** Insights a ledger's members dismissed, per month (migration 0011, decision 0026). */
export const dismissedInsights = pgTable(
  'dismissed_insights',
  {
    ledgerId: ledgerId(),
    month: date('month', { mode: 'string' }).notNull(),
    insightId: text('insight_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'dismissed_insights_pk',
      columns: [t.ledgerId, t.month, t.insightId],
    }),
  ],
);

/**
 * Each ledger's data version (migration 0017, decision 0031): slot counters the
 * triggers raise on every write to transactions, budgets and budget lines.
 * Read their sum; only the triggers write them.
 */
export const ledgerDataVersions = pgTable(
  'ledger_data_versions',
  {
    ledgerId: ledgerId(),
    slot: smallint('slot').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_data_versions_pk', columns: [t.ledgerId, t.slot] })],
);

/**
 * Each ledger's sums per UTC month, type and category (case-insensitively, as
 * budgets match them). A month budget reads its actuals from a dozen rows here
 * instead of summing the month's transactions; `transactions` stays the truth
 * (the migrations rebuilt this from it).
 */
export const monthCategoryTotals = pgTable('month_category_totals', {
  ledgerId: uuid('ledger_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  type: text('type').notNull(),
  categoryKey: text('category_key').notNull(),
  amountCents: cents('amount_cents').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

/**
 * Each ledger's number of transactions per UTC month. A whole-month page reads
 * its number of matches from one row here: summing the dozen category rows of
 * month_category_totals touched a dozen heap pages and cost PostgreSQL more
 * than the page itself.
 */
export const monthCounts = pgTable('month_counts', {
  ledgerId: uuid('ledger_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

/**
 * Each ledger's distinct (type, category, description) with its number of
 * transactions: what a 'contains' search matches its term against (decision
 * 0023).
 */
export const transactionTexts = pgTable('transaction_texts', {
  ledgerId: uuid('ledger_id').notNull(),
  type: text('type').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});
