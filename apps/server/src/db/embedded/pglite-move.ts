import fs from 'node:fs';
import path from 'node:path';
import { dumpDatabase, restoreDatabase } from '../backup/index.ts';
import type { Database } from '../database.ts';
import { openPglite } from '../open-pglite.ts';
import type { DatabaseLog } from './database-log.ts';
import { DatabaseStartError } from './errors.ts';
import type { Layout } from './layout.ts';

/** Where DATA_DIR/pgdata goes once its data is in PostgreSQL: kept, never deleted. */
export function movedPgliteDir(layout: Layout): string {
  return `${layout.pglite}.moved-to-postgres`;
}

/**
 * A DATA_DIR of an older version holds PGlite's files in pgdata/. On the first
 * start of the embedded engine its data is dumped to DATA_DIR/backups (the
 * engine-agnostic format of decision 0022), restored into PostgreSQL in one
 * transaction, and pgdata/ is renamed aside. Interrupted at any point, the
 * next start does it again from pgdata/, which changes only at the very end.
 * Sessions are not carried over (decision 0022): everyone signs in again.
 */
export async function movePgliteData(
  database: Database,
  layout: Layout,
  log: DatabaseLog,
): Promise<void> {
  if (!fs.existsSync(path.join(layout.pglite, 'PG_VERSION'))) return;
  const backups = path.join(layout.dataDir, 'backups');
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(backups, `before-postgres-${stamp}.jsonl.gz`);
  log.info(
    `Moving the PGlite data in ${layout.pglite} to PostgreSQL; a copy goes to ${file} first.`,
  );
  try {
    fs.mkdirSync(backups, { recursive: true, mode: 0o700 });
    const pglite = await openPglite(layout.dataDir, { locked: true });
    let dumped;
    try {
      dumped = await dumpDatabase(pglite, file);
    } finally {
      await pglite.close();
    }
    const restored = await restoreDatabase(database, file, { force: true });
    if (restored.rows !== dumped.rows) {
      throw new Error(`${dumped.rows} rows were dumped but ${restored.rows} restored`);
    }
    let target = movedPgliteDir(layout);
    if (fs.existsSync(target)) target += `-${stamp}`;
    fs.renameSync(layout.pglite, target);
    log.info(
      `Moved ${restored.rows} rows of ${restored.tables} tables from PGlite to PostgreSQL. ` +
        `The PGlite files are kept in ${target}; delete them once all is well.`,
    );
  } catch (err) {
    throw new DatabaseStartError(
      `Moving the PGlite data in ${layout.pglite} to PostgreSQL failed: ` +
        `${err instanceof Error ? err.message : String(err)}. The PGlite data is unchanged; ` +
        'EMBEDDED_ENGINE=pglite keeps serving it with PGlite meanwhile.',
    );
  }
}
