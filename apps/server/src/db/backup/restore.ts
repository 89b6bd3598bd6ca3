import { sql } from 'drizzle-orm';
import { revokedEverything } from '../revocation-listener.ts';
import type { Database, Db } from '../database.ts';
import { rowsOf } from '../rows.ts';
import { ident, readCatalog, type Catalog } from './catalog.ts';
import { BackupError, checkHeader, schemaVersionOf, type BackupHeader } from './format.ts';
import { shapeOf, type BackupShape } from './legacy.ts';
import { readLines } from './read-lines.ts';
import { TableWriter } from './table-writer.ts';

export interface RestoreOptions {
  /** Replace the data of a database that already holds some (every row goes first). */
  force?: boolean;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  header: BackupHeader;
}

function parse(line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError('corrupt', `The backup is damaged: line ${number} is not valid JSON.`);
  }
}

async function hasData(db: Db, catalog: Catalog): Promise<boolean> {
  if (catalog.backedUp.length === 0) return false;
  const probes = catalog.backedUp.map((t) => `exists (select 1 from ${ident(t.name)})`);
  const [row] = rowsOf<{ any: boolean }>(
    await db.execute(sql.raw(`select ${probes.join(' or ')} as "any"`)),
  );
  return row?.any === true;
}

/**
 * Takes every table, then empties them. Sessions go by DELETE, not only
 * TRUNCATE: its trigger tells every running server to drop its cached
 * sessions (decision 0014).
 */
async function clear(db: Db, catalog: Catalog, force: boolean): Promise<void> {
  const all = catalog.tables.map((t) => ident(t.name)).join(', ');
  if (!all) return;
  await db.execute(sql.raw(`lock table ${all} in access exclusive mode`));
  if (!force && (await hasData(db, catalog))) {
    throw new BackupError(
      'not-empty',
      'The database already holds data. Restoring replaces all of it: run again with --force to do so.',
    );
  }
  if (catalog.tables.some((t) => t.name === 'sessions')) {
    await db.execute(sql.raw('delete from "sessions"'));
  }
  await db.execute(sql.raw(`truncate ${all}`));
}

async function restoreLines(
  db: Db,
  catalog: Catalog,
  shape: BackupShape,
  lines: AsyncGenerator<string, void, undefined>,
): Promise<{ tables: number; rows: number }> {
  const writers: TableWriter[] = [];
  let current: TableWriter | undefined;
  let ended: { tables: number; rows: number } | undefined;
  let number = 1;
  for await (const line of lines) {
    number += 1;
    if (ended)
      throw new BackupError('corrupt', `The backup is damaged: line ${number} follows its end.`);
    if (current && line.startsWith('[')) {
      await current.add(line, parse(line, number), number);
      continue;
    }
    const entry = parse(line, number) as Record<string, unknown> | null;
    const ends =
      current &&
      typeof entry?.tableEnd === 'string' &&
      shape.table(entry.tableEnd) === current.name;
    if (current && ends && typeof entry?.rows === 'number') {
      await current.finish(entry.rows, typeof entry.hash === 'string' ? entry.hash : undefined);
      current = undefined;
    } else if (!current && typeof entry?.table === 'string' && Array.isArray(entry.columns)) {
      const name = shape.table(entry.table);
      const columns = (entry.columns as unknown[]).map(String);
      current = await TableWriter.open(
        db,
        catalog,
        name,
        shape.columns(name, columns),
        shape.inherited(name),
      );
      writers.push(current);
    } else if (
      !current &&
      typeof entry?.sequence === 'string' &&
      catalog.sequences.includes(entry.sequence)
    ) {
      await db.execute(
        sql`select setval(${`public.${ident(entry.sequence)}`}::regclass, ${String(entry.lastValue)}::bigint, ${entry.isCalled === true})`,
      );
    } else if (!current && entry?.end === true) {
      ended = { tables: writers.length, rows: writers.reduce((n, w) => n + w.rows, 0) };
      if (entry.tables !== ended.tables || entry.rows !== ended.rows) {
        throw new BackupError('corrupt', 'The backup is damaged: its row counts do not add up.');
      }
    } else {
      throw new BackupError('corrupt', `The backup is damaged: line ${number} is out of place.`);
    }
  }
  if (!ended) {
    throw new BackupError('corrupt', 'The backup is incomplete: it stops before its end marker.');
  }
  // The totals the triggers computed while the rows went in give way to the backup's own.
  for (const writer of writers) await writer.applyDerived();
  // Every table now holds exactly the backup's rows, or the restore is undone.
  for (const writer of writers) await writer.verify();
  return ended;
}

/**
 * Restores a backup written by dumpDatabase into `database`, in ONE
 * transaction: a damaged, truncated or refused file changes nothing. The
 * database must be migrated (openDatabase does it) and hold no data, unless
 * `force`. A backup from a newer schema is refused. Every backed-up table ends
 * as it was in the backup, trigger-kept totals included (decision 0022).
 */
export async function restoreDatabase(
  database: Pick<Database, 'db'>,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { db } = database;
  const lines = readLines(file);
  try {
    const first = await lines.next();
    if (first.done) throw new BackupError('corrupt', `The backup file ${file} is empty.`);
    const header = checkHeader(parse(first.value, 1), await schemaVersionOf(db));
    const catalog = await readCatalog(db);
    const counts = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // A background job, not a request: the app's statement timeout (decision 0016) is not for it.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`set local timezone = 'UTC'`);
      await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
      await tx.execute(sql`set local intervalstyle = 'postgres'`);
      await tx.execute(sql`set local extra_float_digits = 1`);
      await tx.execute(sql`set local bytea_output = 'hex'`);
      await clear(tx, catalog, options.force === true);
      // The backup brings each user's personal ledger itself: the trigger that makes
      // one for a new user would add a second. Off within this transaction only. A
      // backup from before ledgers has none: the trigger makes them, as the migration did;
      // one from before accounts gets each ledger's first account the same way.
      const shape = shapeOf(header);
      const turn = async (action: 'disable' | 'enable') => {
        if (!shape.hasLedgers) return;
        for (const { table, trigger } of catalog.companions) {
          if (table === 'ledgers' && !shape.hasAccounts) continue;
          await tx.execute(
            sql.raw(`alter table ${ident(table)} ${action} trigger ${ident(trigger)}`),
          );
        }
      };
      await turn('disable');
      const counts = await restoreLines(tx, catalog, shape, lines);
      await turn('enable');
      // A backup from before migration 0033 keeps the import's rules apart: they become
      // rules now, as the migration made them (a later backup has none there).
      await tx.execute(sql`select elevate_import_rules_to_rules()`);
      return counts;
    });
    // Every session is gone: this process's cache forgets them too (other processes
    // on PostgreSQL hear the sessions trigger).
    revokedEverything();
    // Fresh planner statistics: the tables went from whatever they were to the backup's size.
    for (const table of catalog.tables) await db.execute(sql.raw(`analyze ${ident(table.name)}`));
    return { ...counts, header };
  } finally {
    await lines.return(undefined);
  }
}
