import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { migrationsFolder } from '../migrations-folder.ts';
import { rowsOf } from '../rows.ts';

/**
 * A backup is gzip-compressed JSON lines (decision 0022):
 *   {"format":"elevate-backup","version":1,"schema":{"tag":…,"when":…},…}   the header
 *   {"table":"users","columns":["id",…]}   then one JSON array of text values per row
 *   {"tableEnd":"users","rows":N,"hash":"…"}   the count and fingerprint of the rows
 *   {"sequence":"…","lastValue":"…","isCalled":true}
 *   {"end":true,"tables":T,"rows":R}   without it the file is incomplete
 * Every value is PostgreSQL's own text form of it (or null), read back through
 * the column type's input function, so no type loses anything on the way.
 */
export const FORMAT = 'elevate-backup';
export const FORMAT_VERSION = 1;

export interface SchemaVersion {
  /** The last migration applied, e.g. "0008_date_ranges". */
  tag: string;
  /** Its journal timestamp, the order drizzle applies migrations in. */
  when: number;
}

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  schema: SchemaVersion;
  createdAt: string;
  engine: string;
}

export type BackupErrorCode =
  | 'not-found'
  | 'not-a-backup'
  | 'corrupt'
  | 'newer-schema'
  | 'newer-format'
  | 'not-empty'
  | 'incompatible';

/** A backup or restore refused or failed for a reason the operator can act on; nothing was changed. */
export class BackupError extends Error {
  readonly code: BackupErrorCode;
  constructor(code: BackupErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

const journalFile = path.join(migrationsFolder, 'meta/_journal.json');

/** The migrations this version of Elevate knows, by journal timestamp. */
export function knownMigrations(): Map<number, string> {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}

/** The last migration applied to this database (drizzle's own bookkeeping table). */
export async function schemaVersionOf(db: Db): Promise<SchemaVersion> {
  const [row] = rowsOf<{ when: string }>(
    await db.execute(
      sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  if (!row) throw new Error('The database has no migrations applied');
  const when = Number(row.when);
  return { tag: knownMigrations().get(when) ?? `unknown (${when})`, when };
}

/** Refuses a backup this version cannot read: a newer format or a schema it has not got. */
export function checkHeader(header: unknown, target: SchemaVersion): BackupHeader {
  const h = header as Partial<BackupHeader> | null;
  if (!h || typeof h !== 'object' || h.format !== FORMAT) {
    throw new BackupError('not-a-backup', 'This file is not an Elevate backup.');
  }
  if (typeof h.version !== 'number' || h.version > FORMAT_VERSION) {
    throw new BackupError(
      'newer-format',
      `This backup was written in format ${String(h.version)} by a newer version of Elevate; ` +
        `this one reads format ${FORMAT_VERSION}. Update Elevate, then restore it.`,
    );
  }
  const schema = h.schema;
  if (!schema || typeof schema.when !== 'number' || typeof schema.tag !== 'string') {
    throw new BackupError('corrupt', 'The backup header is damaged (no schema version).');
  }
  if (schema.when > target.when || knownMigrations().get(schema.when) !== schema.tag) {
    throw new BackupError(
      'newer-schema',
      `This backup comes from a newer database schema (${schema.tag}) than this version of ` +
        `Elevate has (${target.tag}). Update Elevate, then restore it.`,
    );
  }
  return h as BackupHeader;
}
