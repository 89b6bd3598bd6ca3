import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { rowsOf } from '../rows.ts';
import { fingerprint, ident, type Catalog, type TableInfo } from './catalog.ts';
import { BackupError } from './format.ts';
import type { InheritedColumn } from './legacy.ts';

/** Rows per INSERT, and a bound on the characters one INSERT carries. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 << 20;

let temporaries = 0;

/**
 * Writes one table's rows from a backup, a batch per INSERT: the batch goes
 * as one JSON parameter and each value through its column type's input
 * function. A derived (trigger-kept) table's rows wait in a temporary table
 * and replace what the triggers computed once every other table is in.
 */
interface WriterSpec {
  db: Db;
  name: string;
  /** The table itself, or the temporary table a derived table's rows wait in. */
  target: string;
  insertPrefix: string;
  /** Joins that follow the rows' source, for a column taken from a parent row. */
  insertJoin: string;
  columnList: string;
  columns: string[];
  width: number;
  derived: boolean;
  overriding: string;
}

export class TableWriter {
  rows = 0;
  private batch: string[] = [];
  private chars = 0;
  private readonly spec: WriterSpec;
  private expectedHash: string | undefined;

  private constructor(spec: WriterSpec) {
    this.spec = spec;
  }

  get name() {
    return this.spec.name;
  }

  /**
   * `columns` are this schema's names for the backup's columns; `inherited` fills a
   * column the backup has not got from the parent row each row references.
   */
  static async open(
    db: Db,
    catalog: Catalog,
    name: string,
    columns: unknown[],
    inherited?: InheritedColumn,
  ) {
    const table = catalog.tables.find((t) => t.name === name);
    if (!table) {
      throw new BackupError(
        'incompatible',
        `The backup has a table "${name}" this database has not.`,
      );
    }
    const picked = columns.map((column) => {
      const found = table.columns.find((c) => c.name === column);
      if (!found) {
        throw new BackupError(
          'incompatible',
          `The backup has a column "${String(column)}" in "${name}" that this database has not.`,
        );
      }
      return found;
    });
    const derived = catalog.derived.has(name);
    let target = ident(name);
    if (derived) {
      temporaries += 1;
      target = ident(`elevate_restore_${temporaries}`);
      await db.execute(
        sql.raw(`create temporary table ${target} (like ${ident(name)}) on commit drop`),
      );
    } else {
      await TableWriter.requireEmpty(db, table);
    }
    const overriding = picked.some((c) => c.identityAlways) ? ' overriding system value' : '';
    const names = picked.map((c) => ident(c.name));
    const casts = picked.map((c, i) => `(r->>${i})::${c.type}`);
    let insertJoin = '';
    const via = inherited ? picked.findIndex((c) => c.name === inherited.via) : -1;
    if (inherited && !picked.some((c) => c.name === inherited.column) && via !== -1) {
      // A left join: a row whose parent is missing fails on the column's NOT NULL, loudly.
      names.push(ident(inherited.column));
      casts.push(`p.${ident(inherited.column)}`);
      insertJoin = ` left join ${ident(inherited.parent)} as p on p."id" = ${casts[via]!}`;
    }
    return new TableWriter({
      db,
      name,
      target,
      insertPrefix: `insert into ${target} (${names.join(', ')})${overriding} select ${casts.join(', ')}`,
      insertJoin,
      columnList: names.join(', '),
      columns: picked.map((c) => c.name),
      width: picked.length,
      derived,
      overriding,
    });
  }

  /** After the truncate only a trigger can have filled a table: then restoring it here would not be exact. */
  private static async requireEmpty(db: Db, table: TableInfo) {
    const [row] = rowsOf<{ filled: boolean }>(
      await db.execute(sql.raw(`select exists (select 1 from ${ident(table.name)}) as "filled"`)),
    );
    if (row?.filled) {
      throw new BackupError(
        'incompatible',
        `Table "${table.name}" was filled by a trigger during the restore; ` +
          'it must be listed among the derived tables (db/backup/catalog.ts).',
      );
    }
  }

  async add(line: string, value: unknown, number: number) {
    if (
      !Array.isArray(value) ||
      value.length !== this.spec.width ||
      !value.every((v) => v === null || typeof v === 'string')
    ) {
      throw new BackupError(
        'corrupt',
        `The backup is damaged: line ${number} is not a row of "${this.name}".`,
      );
    }
    this.batch.push(line);
    this.chars += line.length;
    if (this.batch.length >= BATCH_ROWS || this.chars >= BATCH_CHARS) await this.flush();
  }

  private async flush() {
    if (this.batch.length === 0) return;
    const json = `[${this.batch.join(',')}]`;
    const count = this.batch.length;
    this.batch = [];
    this.chars = 0;
    try {
      await this.spec.db.execute(
        sql`${sql.raw(this.spec.insertPrefix)} from json_array_elements(${json}::json) as r${sql.raw(this.spec.insertJoin)}`,
      );
    } catch (err) {
      throw new BackupError(
        'incompatible',
        `Restoring table "${this.name}" failed: ${(err as Error).message}`,
      );
    }
    this.rows += count;
  }

  async finish(expected: number, hash: string | undefined) {
    await this.flush();
    this.expectedHash = hash;
    if (this.rows !== expected) {
      throw new BackupError(
        'corrupt',
        `The backup is damaged: table "${this.name}" has ${this.rows} rows, its end says ${expected}.`,
      );
    }
  }

  /** The table's rows against the backup's fingerprint of them (backups without one: the count). */
  async verify() {
    const now = await fingerprint(this.spec.db, this.name, this.spec.columns);
    if (
      now.rows !== this.rows ||
      (this.expectedHash !== undefined && now.hash !== this.expectedHash)
    ) {
      throw new BackupError(
        'incompatible',
        `After the restore, table "${this.name}" does not hold the backup's rows ` +
          `(${now.rows} rows; the backup has ${this.rows}): a trigger changed it. Nothing was restored.`,
      );
    }
  }

  async applyDerived() {
    const { db, derived, columnList, overriding, target } = this.spec;
    if (!derived) return;
    const table = ident(this.name);
    await db.execute(sql.raw(`delete from ${table}`));
    await db.execute(
      sql.raw(
        `insert into ${table} (${columnList})${overriding} select ${columnList} from ${target}`,
      ),
    );
  }
}
