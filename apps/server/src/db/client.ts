import { DEFAULT_POOL_SIZE } from '../config.ts';
import type { Database } from './database.ts';
import type { DatabaseLog } from './embedded/database-log.ts';
import { hasCluster } from './embedded/cluster.ts';
import { DatabaseStartError } from './embedded/errors.ts';
import { openEmbedded } from './embedded/open.ts';
import { currentLayout } from './embedded/placement.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';

export { sendDatesAsText } from './open-postgres.ts';
export type { DatabaseLog } from './embedded/database-log.ts';

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server of the operator's. */
  databaseUrl?: string | undefined;
  /** The data directory; undefined keeps a PGlite database in memory (tests). */
  dataDir?: string | undefined;
  /** In dataDir: embedded PostgreSQL (the default, decision 0021) or PGlite. */
  engine?: 'postgres' | 'pglite' | undefined;
  /** The OS user embedded PostgreSQL runs as when the server runs as root. */
  embeddedUser?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number | undefined;
  /**
   * PostgreSQL statement_timeout of the app's connections (0 or unset: none).
   * PGlite has no timer to cancel a statement with, so it is not set there.
   */
  statementTimeoutMs?: number | undefined;
  /** Where the embedded engine reports crashes, restarts and fallbacks. */
  log?: DatabaseLog | undefined;
}

const consoleLog: DatabaseLog = {
  info: (msg) => console.info(msg),
  warn: (msg) => console.warn(msg),
  error: (msg) => console.error(msg),
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const statementTimeoutMs = options.statementTimeoutMs ?? 0;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, poolSize, statementTimeoutMs);
  if (!options.dataDir) return openPglite(undefined);
  if (options.engine === 'pglite') {
    // PGlite would start an empty database beside the real one and show no data.
    if (hasCluster(currentLayout(options.dataDir))) {
      throw new DatabaseStartError(
        `${options.dataDir} holds an embedded PostgreSQL database (postgres/): ` +
          'EMBEDDED_ENGINE=pglite would serve an empty PGlite one instead. Unset EMBEDDED_ENGINE.',
      );
    }
    return openPglite(options.dataDir);
  }
  return openEmbedded({
    dataDir: options.dataDir,
    userName: options.embeddedUser ?? 'postgres',
    poolSize,
    statementTimeoutMs,
    log: options.log ?? consoleLog,
  });
}
