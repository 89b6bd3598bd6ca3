import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../database.ts';
import { rowsOf } from '../rows.ts';
import { fingerprint, ident, readCatalog, rowText, type TableInfo } from './catalog.ts';
import { FORMAT, FORMAT_VERSION, schemaVersionOf, type BackupHeader } from './format.ts';

/** Rows fetched per round trip: a few MB at most, whatever the table's size. */
const FETCH_ROWS = 2000;

export interface DumpSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
  header: BackupHeader;
}

/**
 * PostgreSQL writes each row as one JSON array of its columns' text forms:
 * the row needs no work in JavaScript beyond joining lines.
 */
function selectRows(table: TableInfo): string {
  const order = table.primaryKey.length
    ? ` order by ${table.primaryKey.map(ident).join(', ')}`
    : '';
  return `select ${rowText(table.columns.map((c) => c.name))} as "r" from ${ident(table.name)}${order}`;
}

export interface DumpOptions {
  /** Stops the dump between two batches (server shutdown): nothing is written. */
  signal?: AbortSignal | undefined;
}

async function* lines(
  db: Db,
  engine: string,
  count: { tables: number; rows: number },
  signal: AbortSignal | undefined,
) {
  // Text forms that read back the same whatever the restoring server's settings.
  // A background job, not a request: the app's statement timeout (decision 0016) is not for it.
  await db.execute(sql`set local statement_timeout = 0`);
  await db.execute(sql`set local timezone = 'UTC'`);
  await db.execute(sql`set local datestyle = 'ISO, YMD'`);
  await db.execute(sql`set local intervalstyle = 'postgres'`);
  await db.execute(sql`set local extra_float_digits = 1`);
  await db.execute(sql`set local bytea_output = 'hex'`);
  const catalog = await readCatalog(db);
  const header: BackupHeader = {
    format: FORMAT,
    version: FORMAT_VERSION,
    schema: await schemaVersionOf(db),
    createdAt: new Date().toISOString(),
    engine,
  };
  yield JSON.stringify(header) + '\n';
  for (const table of catalog.backedUp) {
    yield JSON.stringify({ table: table.name, columns: table.columns.map((c) => c.name) }) + '\n';
    await db.execute(sql.raw(`declare elevate_backup no scroll cursor for ${selectRows(table)}`));
    let rows = 0;
    for (;;) {
      signal?.throwIfAborted();
      const batch = rowsOf<{ r: string }>(
        await db.execute(sql.raw(`fetch forward ${FETCH_ROWS} from elevate_backup`)),
      );
      if (batch.length > 0) yield batch.map((b) => b.r).join('\n') + '\n';
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
    await db.execute(sql.raw('close elevate_backup'));
    const { hash } = await fingerprint(
      db,
      table.name,
      table.columns.map((c) => c.name),
    );
    yield JSON.stringify({ tableEnd: table.name, rows, hash }) + '\n';
    count.tables += 1;
    count.rows += rows;
  }
  for (const name of catalog.sequences) {
    const [state] = rowsOf<{ lastValue: string; isCalled: boolean }>(
      await db.execute(
        sql.raw(
          `select last_value::text as "lastValue", is_called as "isCalled" from ${ident(name)}`,
        ),
      ),
    );
    yield JSON.stringify({ sequence: name, ...state }) + '\n';
  }
  yield JSON.stringify({ end: true, ...count }) + '\n';
  return header;
}

/**
 * Writes a backup of every app table to `file` (gzip JSON lines, see format.ts)
 * from one REPEATABLE READ read-only transaction: one consistent snapshot while
 * the app goes on writing (on PGlite, which has one connection, its queries
 * wait until the dump is done). The file appears only once complete and
 * flushed to disk: it is written beside it first, then renamed.
 */
export async function dumpDatabase(
  database: Pick<Database, 'db' | 'kind'>,
  file: string,
  options: DumpOptions = {},
): Promise<DumpSummary> {
  const partial = `${file}.partial`;
  const count = { tables: 0, rows: 0 };
  try {
    const header = await database.db.transaction(
      async (tx) => {
        const source = lines(tx, database.kind, count, options.signal);
        let first: BackupHeader | undefined;
        const capture = async function* () {
          for (;;) {
            const next = await source.next();
            if (next.done) {
              first = next.value;
              return;
            }
            yield next.value;
          }
        };
        await pipeline(
          Readable.from(capture()),
          createGzip(),
          fs.createWriteStream(partial, { mode: 0o600 }),
        );
        return first!;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const handle = await fs.promises.open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(partial, file);
    const { size } = await fs.promises.stat(file);
    return { file, ...count, bytes: size, header };
  } catch (err) {
    await fs.promises.rm(partial, { force: true });
    throw err;
  }
}
