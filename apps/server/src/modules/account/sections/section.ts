import type { AccountExport } from '@elevate/shared/schemas/account-export';
import type { Database, Db } from '../../../db/database.ts';

/** Rows per query of a streamed section: bounds the server's memory whatever the account holds. */
export interface BatchSizes {
  transactions: number;
  budgets: number;
}

/** An engine whose queries cost about the same whatever their size takes bigger batches. */
export const batchSizesFor = ({ bigBatches }: Pick<Database, 'bigBatches'>): BatchSizes =>
  bigBatches ? { transactions: 10_000, budgets: 200 } : { transactions: 2_000, budgets: 50 };

/**
 * Whose file it is: the person who asked (their profile and settings) and the
 * ledger whose data it holds (decision 0049). A personal ledger's id is its
 * owner's, but the two are never derived from each other here.
 */
export interface AccountScope {
  userId: string;
  ledgerId: string;
}

/**
 * One key of the export file. Adding a kind of user data to the export and the
 * restore is adding one of these to `sections/index.ts` (and its schema to
 * `@elevate/shared/schemas/account-export`).
 */
export interface AccountSection<K extends keyof AccountExport = keyof AccountExport> {
  key: K;
  /**
   * The JSON text of the section's value, in chunks, read batch by batch. A section without
   * one is only read from older files (its data lives in another section now).
   */
  write?(db: Db, scope: AccountScope, sizes: BatchSizes): AsyncGenerator<string>;
  /** Whether the ledger holds any of it: a restore needs a ledger without data. */
  holdsData?(db: Db, scope: AccountScope): Promise<boolean>;
  /** Writes the file's value into the (empty) ledger, inside the restore's transaction. */
  restore?(tx: Db, scope: AccountScope, value: AccountExport[K]): Promise<number>;
}

/** Rows per INSERT of a restore: one JSON parameter each, far below any parameter limit. */
export const RESTORE_CHUNK = 5_000;

export function* chunks<T>(items: readonly T[], size = RESTORE_CHUNK): Generator<T[]> {
  for (let at = 0; at < items.length; at += size) yield items.slice(at, at + size);
}

/** A UTC instant as the export prints it: to the microsecond. */
export const INSTANT_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
