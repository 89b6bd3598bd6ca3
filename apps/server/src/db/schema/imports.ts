import {
  check,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts.ts';
import { categoryTypes } from './budgets.ts';
import { ledgerId } from './ledgers.ts';
import { createdAt } from './columns.ts';

// Bank import: batches, staged rows, links, rules and mappings.

/**
 * Bank import (migration 0010, decision 0024): a batch per uploaded file,
 * pending until confirmed, then kept as history until undone.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').notNull().defaultRandom(),
    ledgerId: ledgerId(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'undone'] })
      .notNull()
      .default('pending'),
    mapping: jsonb('mapping'),
    headerKey: text('header_key'),
    /**
     * The account its rows go into (migration 0029, decision 0052); null once that
     * account is deleted (a pending import then cannot be confirmed).
     */
    accountId: uuid('account_id'),
    /** The bank's id of the file's account (OFX ACCTID, CAMT.053 IBAN), remembered on confirm. */
    accountKey: text('account_key'),
    rowCount: integer('row_count').notNull(),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'imports_pk', columns: [t.ledgerId, t.id] }),
    index('imports_ledger_created_idx').on(t.ledgerId, t.createdAt.desc()),
    // The migration sets only account_id null (ON DELETE SET NULL ("account_id")): the
    // ledger stays.
    foreignKey({
      name: 'imports_account_fk',
      columns: [t.ledgerId, t.accountId],
      foreignColumns: [accounts.ledgerId, accounts.id],
    }).onDelete('set null'),
    check('imports_account_key_length', sql`char_length(${t.accountKey}) BETWEEN 1 AND 100`),
  ],
);

/**
 * The staged rows of an import, up to 2,000 per chunk (CHUNK_ROWS, decision 0034) as a JSON array
 * (decision 0033); the view import_rows (migration 0018) reads them as rows,
 * each with the transaction_id its transaction got on confirm.
 */
/** A row of an import: the import's own key, its ledger first, so it goes with the import. */
const ofImport = (table: string, t: { ledgerId: AnyPgColumn; importId: AnyPgColumn }) =>
  foreignKey({
    name: `${table}_import_id_fk`,
    columns: [t.ledgerId, t.importId],
    foreignColumns: [imports.ledgerId, imports.id],
  }).onDelete('cascade');

export const importRowChunks = pgTable(
  'import_row_chunks',
  {
    importId: uuid('import_id').notNull(),
    ledgerId: ledgerId(),
    chunk: integer('chunk').notNull(),
    rows: json('rows').notNull(),
  },
  (t) => [
    primaryKey({ name: 'import_row_chunks_pk', columns: [t.ledgerId, t.importId, t.chunk] }),
    ofImport('import_row_chunks', t),
  ],
);

/** Bank ids (OFX FITID, …) of staged rows, looked up by value by the next preview. */
export const importBankIds = pgTable(
  'import_bank_ids',
  {
    importId: uuid('import_id').notNull(),
    ledgerId: ledgerId(),
    bankId: text('bank_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
  },
  (t) => [
    index('import_bank_ids_ledger_bank_idx').on(t.ledgerId, t.bankId),
    index('import_bank_ids_import_idx').on(t.ledgerId, t.importId),
    ofImport('import_bank_ids', t),
  ],
);

/** Existing transactions a confirmed import linked rows to, and what undo puts back (migration 0022). */
export const importLinks = pgTable(
  'import_links',
  {
    importId: uuid('import_id').notNull(),
    ledgerId: ledgerId(),
    transactionId: uuid('transaction_id').notNull(),
    oldDate: timestamp('old_date', { withTimezone: true }).notNull(),
    oldDescription: text('old_description').notNull(),
    newDate: timestamp('new_date', { withTimezone: true }).notNull(),
    newDescription: text('new_description').notNull(),
  },
  (t) => [
    primaryKey({ name: 'import_links_pk', columns: [t.ledgerId, t.importId, t.transactionId] }),
    index('import_links_ledger_transaction_idx').on(t.ledgerId, t.transactionId),
    ofImport('import_links', t),
  ],
);

/** 'description contains X → category' rules of bank import. */
export const importRules = pgTable(
  'import_rules',
  {
    id: uuid('id').notNull().defaultRandom(),
    ledgerId: ledgerId(),
    contains: text('contains').notNull(),
    category: text('category').notNull(),
    type: text('type', { enum: categoryTypes }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'import_rules_pk', columns: [t.ledgerId, t.id] }),
    index('import_rules_ledger_idx').on(t.ledgerId, t.createdAt),
  ],
);

/** The CSV mapping last used for a bank layout, keyed on its normalised header. */
export const importMappings = pgTable(
  'import_mappings',
  {
    ledgerId: ledgerId(),
    headerKey: text('header_key').notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'import_mappings_pk', columns: [t.ledgerId, t.headerKey] })],
);

/**
 * Which account a bank account id (OFX ACCTID, CAMT.053 IBAN) was last imported into
 * (migration 0029, decision 0052): the next file of that bank account is suggested into it.
 */
export const accountImportKeys = pgTable(
  'account_import_keys',
  {
    ledgerId: ledgerId(),
    key: text('key').notNull(),
    accountId: uuid('account_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'account_import_keys_pk', columns: [t.ledgerId, t.key] }),
    foreignKey({
      name: 'account_import_keys_account_fk',
      columns: [t.ledgerId, t.accountId],
      foreignColumns: [accounts.ledgerId, accounts.id],
    }).onDelete('cascade'),
    index('account_import_keys_account_idx').on(t.ledgerId, t.accountId),
    check('account_import_keys_key_length', sql`char_length(${t.key}) BETWEEN 1 AND 100`),
  ],
);
