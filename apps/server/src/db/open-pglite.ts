import path from 'node:path';
import type { Database, Db } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { keepStatisticsFresh } from './pglite-statistics.ts';
import * as schema from './schema.ts';

/**
 * PGlite (decision 0002): in memory for tests, or in DATA_DIR/pgdata where
 * embedded PostgreSQL cannot run or EMBEDDED_ENGINE=pglite asks for it
 * (decision 0021). `locked`: the caller already holds DATA_DIR's lock.
 * Imported only when chosen: PGlite's WASM Postgres alone costs a
 * PostgreSQL-backed server over 100 MB of resident memory it never uses.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { locked?: boolean } = {},
): Promise<Database> {
  const release = dataDir && !options.locked ? lockDataDir(dataDir) : () => {};
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
      bigBatches: true,
      // Its file system layer (Emscripten's) flushes nothing on fsync: a commit may not be on disk.
      ping: async () => {
        await client.query('select 1');
        return { durable: false };
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
