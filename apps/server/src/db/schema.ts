import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  doublePrecision,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money is integer cents; bigint because 1,000,000,000 dollars overflows int4. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * JSON.stringify(toTransaction(row)) as a generation expression over a
 * transactions row. Its helpers (migration 0003) are immutable as declared:
 * to_json of text and to_char with this pattern depend on no setting, and
 * dollars are printed from cents with integer arithmetic, as JavaScript
 * prints cents / 100 for any amount the API accepts (|amount| ≤ 1e9).
 */
const TRANSACTION_JSON = `'{"_id":"' || "id"::text || '","user":"' || "user_id"::text
  || '","date":"' || elevate_iso_utc("date") || '","description":' || elevate_json_text("description")
  || ',"amount":' || elevate_dollars("amount_cents") || ',"type":' || elevate_json_text("type")
  || ',"category":' || elevate_json_text("category")
  || ',"notes":' || coalesce(elevate_json_text("notes"), 'null')
  || ',"createdAt":"' || elevate_iso_utc("created_at") || '"}'`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    googleSubject: text('google_subject'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Counts every credential change; an e-mail change link made under an older one dies (decision 0035). */
    credentialVersion: integer('credential_version').notNull().default(0),
    /** The address was proven only by an e-mail change link: a provider sign-in treats it as unproven. */
    emailProvenByChange: boolean('email_proven_by_change').notNull().default(false),
    /** The dashboard's first-run checklist was put away (decision 0043). */
    checklistDismissed: boolean('checklist_dismissed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once an hour per session: enough for the 14-day idle timeout. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The User-Agent header of the sign-in, cut to 512 characters (migration 0015). */
    userAgent: text('user_agent'),
    /** Issued by a provider sign-in: the only fresh sign-in that stands in for a password (decision 0035). */
    viaProvider: boolean('via_provider').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use e-mail verification and password-reset tokens, kept only as hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_kind_idx').on(t.userId, t.kind),
  ],
);

/** Browsers that have signed in to the account, by the hash of their device cookie (decision 0029). */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'known_devices_pk', columns: [t.userId, t.deviceHash] })],
);

/** Single-use links that move the account to `newEmail` when opened (decision 0029). */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** The user's credential_version when the link was made; checked again when it is opened. */
    credentialVersion: integer('credential_version').notNull().default(0),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_tokens_hash_idx').on(t.tokenHash),
    index('email_change_tokens_user_idx').on(t.userId),
  ],
);

/**
 * One-time codes of a finished provider sign-in, exchanged once for a session
 * token (decision 0013). Only hashes are kept: of the code, and of the key in
 * the flow cookie of the browser that started the flow.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every server instance on one database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    toBeBudgetedRolloverCents: cents('to_be_budgeted_rollover_cents').notNull().default(0),
    /** The month whose To Be Budgeted was carried in (issue 19); null when nothing was. */
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

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    type: text('type', { enum: categoryTypes }).notNull(),
    category: text('category').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
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
    index('transactions_user_date_id_idx').on(
      t.userId,
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Serves the per-category sums of one month and the category-carrying updates.
    index('transactions_user_category_idx').on(t.userId, t.type, sql`lower(${t.category})`, t.date),
    check('transactions_amount_nonzero', sql`${t.amountCents} <> 0`),
    check(
      'transactions_date_range',
      sql`${t.date} >= '1900-01-01T00:00:00Z' AND ${t.date} < '2201-01-01T00:00:00Z'`,
    ),
  ],
);

/**
 * Each user's number of transactions, kept by statement triggers on
 * transactions in the same database transaction as the change, so the
 * unfiltered list's totalCount is one row read instead of a count over the
 * whole history. This and the three below are views that add up slot rows
 * (transaction_count_slots, …): concurrent writers of one user add to
 * different slots instead of queueing on one row (migration 0009, decision
 * 0023). Read them; only the triggers write the slots.
 */
export const transactionCounts = pgTable('transaction_counts', {
  userId: uuid('user_id').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

/** Insights a user dismissed, per month (migration 0011, decision 0026). */
export const dismissedInsights = pgTable(
  'dismissed_insights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    insightId: text('insight_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'dismissed_insights_user_id_month_insight_id_pk',
      columns: [t.userId, t.month, t.insightId],
    }),
  ],
);

/**
 * Each user's data version (migration 0017, decision 0031): slot counters the
 * triggers raise on every write to transactions, budgets and budget lines.
 * Read their sum; only the triggers write them.
 */
export const userDataVersions = pgTable(
  'user_data_versions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'user_data_versions_pk', columns: [t.userId, t.slot] })],
);

/**
 * Each user's sums per UTC month, type and category (case-insensitively, as
 * budgets match them). A month budget reads its actuals from a dozen rows here
 * instead of summing the month's transactions; `transactions` stays the truth
 * (the migrations rebuilt this from it).
 */
export const monthCategoryTotals = pgTable('month_category_totals', {
  userId: uuid('user_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  type: text('type').notNull(),
  categoryKey: text('category_key').notNull(),
  amountCents: cents('amount_cents').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

/**
 * Each user's number of transactions per UTC month. A whole-month page reads
 * its number of matches from one row here: summing the dozen category rows of
 * month_category_totals touched a dozen heap pages and cost PostgreSQL more
 * than the page itself.
 */
export const monthCounts = pgTable('month_counts', {
  userId: uuid('user_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

/**
 * Each user's distinct (type, category, description) with its number of
 * transactions: what a 'contains' search matches its term against (decision
 * 0023).
 */
export const transactionTexts = pgTable('transaction_texts', {
  userId: uuid('user_id').notNull(),
  type: text('type').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

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

/**
 * Bank import (migration 0010, decision 0024): a batch per uploaded file,
 * pending until confirmed, then kept as history until undone.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'undone'] })
      .notNull()
      .default('pending'),
    mapping: jsonb('mapping'),
    headerKey: text('header_key'),
    rowCount: integer('row_count').notNull(),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('imports_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The staged rows of an import, up to 10,000 per chunk as a JSON array
 * (decision 0033); the view import_rows (migration 0018) reads them as rows,
 * each with the transaction_id its transaction got on confirm.
 */
export const importRowChunks = pgTable(
  'import_row_chunks',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    chunk: integer('chunk').notNull(),
    rows: json('rows').notNull(),
  },
  (t) => [primaryKey({ name: 'import_row_chunks_pk', columns: [t.importId, t.chunk] })],
);

/** Bank ids (OFX FITID, …) of staged rows, looked up by value by the next preview. */
export const importBankIds = pgTable(
  'import_bank_ids',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    bankId: text('bank_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
  },
  (t) => [
    index('import_bank_ids_user_bank_idx').on(t.userId, t.bankId),
    index('import_bank_ids_import_idx').on(t.importId),
  ],
);

/** Existing transactions a confirmed import linked rows to, and what undo puts back (migration 0022). */
export const importLinks = pgTable(
  'import_links',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    oldDate: timestamp('old_date', { withTimezone: true }).notNull(),
    oldDescription: text('old_description').notNull(),
    newDate: timestamp('new_date', { withTimezone: true }).notNull(),
    newDescription: text('new_description').notNull(),
  },
  (t) => [
    primaryKey({ name: 'import_links_pk', columns: [t.importId, t.transactionId] }),
    index('import_links_user_transaction_idx').on(t.userId, t.transactionId),
  ],
);

/** 'description contains X → category' rules of bank import. */
export const importRules = pgTable(
  'import_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contains: text('contains').notNull(),
    category: text('category').notNull(),
    type: text('type', { enum: categoryTypes }),
    createdAt: createdAt(),
  },
  (t) => [index('import_rules_user_idx').on(t.userId, t.createdAt)],
);

/** The CSV mapping last used for a bank layout, keyed on its normalised header. */
export const importMappings = pgTable(
  'import_mappings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    headerKey: text('header_key').notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'import_mappings_pk', columns: [t.userId, t.headerKey] })],
);

/**
 * The authenticator-app secret of an account (decision 0028), AES-256-GCM encrypted.
 * `enabled_at` is null while set-up waits for its first code; `last_used_step` is the
 * 30-second step of the last code accepted, so each code works once.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, kept only as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** A sign-in between its password (or provider) step and its second factor. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The first step was a provider sign-in; the session it leads to is marked so. */
    viaProvider: boolean('via_provider').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('two_factor_challenges_user_idx').on(t.userId),
    index('two_factor_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** WebAuthn credentials; the public key is the COSE key, base64url. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_idx').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * WebAuthn challenges handed out and not yet answered, by hash. `user_id` is null for
 * a password-less sign-in, where nobody is known until the passkey answers.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'second-factor'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webauthn_challenges_user_idx').on(t.userId),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);

// Issue 19's tables live in their own file.
export * from './plan-ahead-schema.ts';
