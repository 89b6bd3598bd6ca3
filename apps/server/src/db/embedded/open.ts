import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../database.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { openPostgres } from '../open-postgres.ts';
import { hasCluster } from './cluster.ts';
import { startEmbedded, type DatabaseLog, type EmbeddedServer } from './engine.ts';
import { DatabaseStartError, EngineUnavailableError } from './errors.ts';
import { layoutOf } from './layout.ts';
import { movePgliteData } from './pglite-move.ts';
import { currentLayout } from './placement.ts';

export interface EmbeddedOptions {
  dataDir: string;
  userName: string;
  poolSize: number;
  statementTimeoutMs: number;
  log: DatabaseLog;
}

/**
 * Where embedded PostgreSQL cannot run at all, the server does not start:
 * PGlite would serve instead without syncing to disk, and that trade is the
 * operator's to make (decision 0039). The message names the ways out.
 */
function refusal(err: EngineUnavailableError, dataDir: string): DatabaseStartError {
  const pglite = layoutOf(dataDir).pglite;
  const kept = fs.existsSync(path.join(pglite, 'PG_VERSION'))
    ? ` The PGlite data in ${pglite} is unchanged.`
    : '';
  return new DatabaseStartError(
    `Embedded PostgreSQL cannot run here: ${err.message}.${kept} Fix that and start again; or ` +
      'set DATABASE_URL to a PostgreSQL server of yours; or set EMBEDDED_ENGINE=pglite to run ' +
      'PGlite, which does not sync to disk (a power cut can lose acknowledged writes) and ' +
      'runs one query at a time. README, "Embedded database".',
  );
}

/**
 * The default engine (decision 0021): a PostgreSQL server of DATA_DIR's own,
 * started and stopped with the app, reached over a Unix socket; as root with
 * a DATA_DIR closed to the database user, its cluster lives outside DATA_DIR
 * (decision 0039). A PGlite directory of an older version (or of a server
 * that fell back to PGlite) moves in on the first start.
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
    // With a cluster there is no choice to offer: PGlite would hide its data.
    if (err instanceof EngineUnavailableError && !hasCluster(currentLayout(dataDir))) {
      throw refusal(err, dataDir);
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
