import fs from 'node:fs';
import postgres from 'postgres';
import { findBinaries, type PostgresBinaries } from './binaries.ts';
import { reachableBinaries } from './binaries-copy.ts';
import { hasCluster, initCluster, ownDirectory } from './cluster.ts';
import { DatabaseStartError } from './errors.ts';
import { DB_NAME, DB_USER, type Layout } from './layout.ts';
import { stopOrphan } from './orphan.ts';
import { databaseUser, type RunAs } from './os-user.ts';
import { currentLayout, placeCluster } from './placement.ts';
import { spawnPostmaster } from './postmaster.ts';
import { supervise } from './supervisor.ts';
import type { DatabaseLog } from './database-log.ts';

export type { DatabaseLog } from './database-log.ts';

export interface EmbeddedServer {
  layout: Layout;
  /** postgres.js options that reach it. */
  connection: { path: string; user: string; database: string };
  stop(): Promise<void>;
}

/**
 * As root, the owner of an existing cluster runs it (it may have been made
 * by a normal user); a new one belongs to EMBEDDED_POSTGRES_USER. As a normal
 * user, a cluster of someone else's cannot run.
 */
async function runAs(layout: Layout, userName: string, log: DatabaseLog) {
  const owner = hasCluster(layout) ? fs.statSync(layout.cluster) : undefined;
  if (process.getuid?.() !== 0) {
    if (owner && owner.uid !== process.getuid?.()) {
      throw new DatabaseStartError(
        `The database in ${layout.cluster} belongs to another user (uid ${owner.uid}). ` +
          'Start Elevate as that user, or as root.',
      );
    }
    return undefined;
  }
  if (owner && owner.uid !== 0) return { name: `uid ${owner.uid}`, uid: owner.uid, gid: owner.gid };
  return databaseUser(userName, (name) =>
    log.info(`Created the system user ${name} to run the database (PostgreSQL refuses root).`),
  );
}

async function createDatabase(connection: EmbeddedServer['connection']): Promise<void> {
  const admin = postgres({ ...connection, database: 'postgres', max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${DB_NAME}`;
    if (found.length === 0) await admin.unsafe(`create database ${DB_NAME}`);
  } finally {
    await admin.end({ timeout: 1 });
  }
}

/** Starts (creating it first if needed) the PostgreSQL server of DATA_DIR; the caller holds DATA_DIR's lock. */
export async function startEmbedded(
  dataDir: string,
  options: { userName: string; log: DatabaseLog },
): Promise<EmbeddedServer> {
  const { log } = options;
  let binaries: PostgresBinaries = findBinaries();
  const user: RunAs | undefined = await runAs(currentLayout(dataDir), options.userName, log);
  if (user) binaries = await reachableBinaries(binaries, user);
  const layout = await placeCluster(dataDir, user, log);

  await stopOrphan(layout, (msg) => log.warn(msg));
  if (!hasCluster(layout)) {
    log.info(`Creating the database in ${layout.cluster} (PostgreSQL, fsync on).`);
    await initCluster(binaries, layout, user);
  }
  ownDirectory(layout.socketDir, user);
  const connection = { path: layout.socketPath, user: DB_USER, database: DB_NAME };
  const supervisor = await supervise(() => spawnPostmaster(binaries, layout, user), log);
  try {
    await createDatabase(connection);
  } catch (err) {
    await supervisor.stop();
    throw new DatabaseStartError(`Could not create the database ${DB_NAME}: ${String(err)}`);
  }
  return { layout, connection, stop: () => supervisor.stop() };
}
