import type { Database } from '../client.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { openPglite } from '../open-pglite.ts';
import { openPostgres } from '../open-postgres.ts';
import { hasCluster } from './cluster.ts';
import { startEmbedded, type DatabaseLog, type EmbeddedServer } from './engine.ts';
import { DatabaseStartError, EngineUnavailableError } from './errors.ts';
import { layoutOf } from './layout.ts';
import { movePgliteData } from './pglite-move.ts';

export interface EmbeddedOptions {
  dataDir: string;
  userName: string;
  poolSize: number;
  statementTimeoutMs: number;
  log: DatabaseLog;
}

/**
 * The default engine (decision 0021): a PostgreSQL server of DATA_DIR's own,
 * started and stopped with the app, reached over a Unix socket. Where it
 * cannot run at all (no binaries for the platform, root without a user to
 * run it as) and DATA_DIR holds no cluster yet, PGlite serves instead, with a
 * warning that says why. A PGlite directory of an older version moves in on
 * the first start.
 */
export async function openEmbedded(options: EmbeddedOptions): Promise<Database> {
  const { dataDir, log } = options;
  const release = lockDataDir(dataDir);
  let server: EmbeddedServer;
  try {
    server = await startEmbedded(dataDir, options);
  } catch (caught) {
    release();
    // Every failure reads as one message, never a stack (an fs error names its path).
    const err =
      caught instanceof DatabaseStartError
        ? caught
        : new DatabaseStartError(
            `The database in ${dataDir} could not be started: ${String(caught)}`,
          );
    if (err instanceof EngineUnavailableError && !hasCluster(layoutOf(dataDir))) {
      log.warn(
        `Embedded PostgreSQL cannot run here: ${err.message}. Using PGlite in ${dataDir}/pgdata ` +
          'instead, which does not sync to disk (fsync off): a power cut can lose recent ' +
          'writes, and one slow query holds up every request. README, "Database".',
      );
      return openPglite(dataDir);
    }
    throw err;
  }
  try {
    const database = await openPostgres(
      server.connection,
      options.poolSize,
      options.statementTimeoutMs,
    );
    try {
      await movePgliteData(database, server.layout, log);
    } catch (err) {
      await database.close();
      throw err;
    }
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await server.stop();
          release();
        }
      },
    };
  } catch (err) {
    await server.stop();
    release();
    if (err instanceof DatabaseStartError) throw err;
    throw new DatabaseStartError(
      `The database in ${server.layout.cluster} could not be prepared: ${String(err)}`,
    );
  }
}
