import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { keepStatisticsFresh } from './pglite-statistics.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const DEFAULT_POOL_SIZE = 20;

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite directory; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE)
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

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    conn.release();
  }
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
