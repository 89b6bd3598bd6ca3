import { knownMigrations, type BackupHeader } from './format.ts';

/**
 * How a backup's tables and columns map onto this schema. A backup written before
 * migration 0024 (decision 0049) names the owner of financial data user_id and has no
 * ledgers: each user's data goes into their personal ledger, whose id is the user's
 * id, exactly as the migration moved it.
 */
export interface BackupShape {
  /** This schema's name for a table of the backup. */
  table(name: string): string;
  /** This schema's names for the backup's columns of `table` (this schema's name). */
  columns(table: string, columns: readonly string[]): string[];
  /**
   * Whether the backup brings the personal ledgers and their owners itself. If not,
   * the trigger that makes them for each new user stays on while the users go in.
   */
  hasLedgers: boolean;
  /**
   * Whether the backup brings the accounts itself (written after migration 0028). If
   * not, the trigger that gives each new ledger its first account stays on, and every
   * transaction goes into it, as the migration moved them.
   */
  hasAccounts: boolean;
  /** A column the backup has not got, taken from the parent row it references. */
  inherited(table: string): InheritedColumn | undefined;
}

export interface InheritedColumn {
  /** The column to fill, e.g. budget_categories.ledger_id. */
  column: string;
  /** The column of the backup's row that references the parent's id, e.g. budget_id. */
  via: string;
  /** The parent table, whose `id` the reference names and whose `column` is taken. */
  parent: string;
}

const LEDGERS_MIGRATION = '0024_ledgers';

/** The tables whose user_id migration 0024 renamed to ledger_id (by their names since). */
const RENAMED_OWNER = new Set([
  'transactions',
  'budgets',
  'transaction_count_slots',
  'month_category_total_slots',
  'month_count_slots',
  'transaction_text_slots',
  'imports',
  'import_rules',
  'import_mappings',
  'dismissed_insights',
  'category_carry_overs',
  'recurring_rules',
  'recurring_occurrences',
  'goals',
  'ledger_data_versions',
  'import_row_chunks',
  'import_bank_ids',
  'import_links',
]);

const RENAMED_TABLES: ReadonlyMap<string, string> = new Map([
  ['user_data_versions', 'ledger_data_versions'],
]);

/** Migration 0024 gave every budget line its budget's ledger. */
const INHERITED: ReadonlyMap<string, InheritedColumn> = new Map([
  ['budget_categories', { column: 'ledger_id', via: 'budget_id', parent: 'budgets' }],
]);

const current: BackupShape = {
  table: (name) => name,
  columns: (_table, columns) => [...columns],
  hasLedgers: true,
  hasAccounts: true,
  inherited: () => undefined,
};

const beforeLedgers: BackupShape = {
  table: (name) => RENAMED_TABLES.get(name) ?? name,
  columns: (table, columns) =>
    RENAMED_OWNER.has(table)
      ? columns.map((c) => (c === 'user_id' ? 'ledger_id' : c))
      : [...columns],
  hasLedgers: false,
  hasAccounts: false,
  inherited: (table) => INHERITED.get(table),
};

const ACCOUNTS_MIGRATION = '0028_accounts';

function migrationWhen(tag: string): number {
  for (const [when, known] of knownMigrations()) if (known === tag) return when;
  throw new Error(`The migration journal has no ${tag}`);
}

/** The shape of a backup, from the schema its header names (checkHeader has accepted it). */
export function shapeOf(header: BackupHeader): BackupShape {
  if (header.schema.when < migrationWhen(LEDGERS_MIGRATION)) return beforeLedgers;
  if (header.schema.when < migrationWhen(ACCOUNTS_MIGRATION)) {
    return { ...current, hasAccounts: false };
  }
  return current;
}
