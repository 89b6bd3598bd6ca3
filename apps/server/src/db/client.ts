import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { keepStatisticsFresh } from './pglite-statistics.ts';
import { listenForRevocations } from './revocation-listener.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * For short reads bounded by an index (a session, a month's budgets, an
   * early page of the list): on PostgreSQL a connection of their own, on
   * PGlite the same handle as `db` (decision 0012).
   */
  reads: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite directory; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number | undefined;
  /**
   * PostgreSQL statement_timeout of the app's connections (0 or unset: none).
   * PGlite has no timer to cancel a statement with, so it is not set there.
   */
  statementTimeoutMs?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.poolSize ?? DEFAULT_POOL_SIZE,
        options.statementTimeoutMs ?? 0,
      )
    : openPglite(options.dataDir);
}

// Each driver is imported only when chosen: PGlite's WASM Postgres alone costs
// a PostgreSQL-backed server over 100 MB of resident memory it never uses.
async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = dataDir ? new PGlite(path.join(dataDir, 'pgdata')) : new PGlite();
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    const stopStatistics = await keepStatisticsFresh(client, (err) =>
      process.emitWarning(`PGlite statistics refresh failed: ${String(err)}`),
    );
    return {
      db: db as unknown as Db,
      reads: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await stopStatistics();
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

// An arbitrary constant: serialises migrations when several instances start together.
const MIGRATION_LOCK_ID = 727_001;

const dateParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Drizzle's postgres.js driver turns off the client's date serialisers, as it
 * converts column values itself; placeholders and raw parameters are not
 * columns, so Dates among them are sent as ISO text. Call after drizzle().
 */
export function sendDatesAsText(client: Sql): void {
  for (const type of [1082, 1114, 1184]) client.options.serializers[type] = dateParameter;
}

/**
 * postgres.js (decision 0011): several requests' queries share a connection
 * and a socket write, so PostgreSQL and the server wake once for many queries
 * instead of once per query.
 */
async function openPostgres(
  url: string,
  poolSize: number,
  statementTimeoutMs: number,
): Promise<Database> {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  const options = { onnotice: () => {}, connection: { application_name: 'elevate' } };
  // One connection, so the session-level advisory lock covers every migration statement.
  const migrator = postgres(url, { ...options, max: 1 });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(migrator, { schema }), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  // Sent at connect: no statement of a request holds a connection and a core
  // past it (decision 0016). Migrations keep the server's own setting.
  const connection = {
    ...options.connection,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  };
  const open = (max: number) => {
    const handle = postgres(url, { ...options, connection, max });
    const drizzled = drizzle(handle, { schema });
    sendDatesAsText(handle);
    return [handle, drizzled] as const;
  };
  const [client, db] = open(poolSize);
  // Every short read of every request goes down one connection: the reads of
  // one event-loop turn leave in one socket write and wake one backend once,
  // and none of them waits behind a write or a long list (decision 0012).
  const [lane, reads] = open(1);
  // Sessions deleted by any process clear every process's session cache (decision 0014).
  const stopListening = await listenForRevocations((hooks) =>
    postgres(url, {
      ...options,
      connection: { application_name: 'elevate-listen' },
      max: 1,
      max_lifetime: null,
      fetch_types: false,
      ...hooks,
    }),
  );
  return {
    db: db as unknown as Db,
    reads: reads as unknown as Db,
    kind: 'postgres',
    // Both connections: a request may need either.
    ping: async () => {
      await Promise.all([db.execute(sql`select 1`), reads.execute(sql`select 1`)]);
    },
    close: async () => {
      await Promise.all([client.end(), lane.end(), stopListening()]);
    },
  };
}
