import fs from 'node:fs';
import path from 'node:path';
import { hasCluster } from './cluster.ts';
import type { DatabaseLog } from './database-log.ts';
import { DatabaseStartError, EngineUnavailableError } from './errors.ts';
import { DB_NAME, DB_USER, OUTSIDE_ROOT, layoutOf, outsideLayout, type Layout } from './layout.ts';
import { canReach, type RunAs } from './os-user.ts';

/** In DATA_DIR, naming the folder its cluster went to: read only to explain a DATA_DIR that moved. */
const MARKER = 'postgres.location';

/** Where DATA_DIR's cluster is: inside it, else outside it; inside while neither exists. */
export function currentLayout(dataDir: string): Layout {
  const inside = layoutOf(dataDir);
  if (hasCluster(inside)) return inside;
  const outside = outsideLayout(dataDir);
  return hasCluster(outside) ? outside : inside;
}

/** What a client of the running embedded server connects with (postgres.js options). */
export function embeddedConnection(dataDir: string) {
  return { path: currentLayout(dataDir).socketPath, user: DB_USER, database: DB_NAME };
}

/**
 * Root-owned, mode 711: the database user may pass through but create
 * nothing, so it cannot plant a link that root would then follow (root
 * creates run/ and postgres.init/ in the home, and writes its data-dir file).
 * Only root writes OUTSIDE_ROOT either: no other user can plant a cluster or
 * a socket there.
 */
function rootFolder(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o711 });
  } catch (err) {
    throw new EngineUnavailableError(`${dir} could not be created (${String(err)})`);
  }
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new EngineUnavailableError(
      `${dir} is not a folder that only root can write to; remove it to let Elevate create it again`,
    );
  }
  fs.chmodSync(dir, 0o711);
}

/** Replaces `file` without following a link or writing through a hard link someone left there. */
function writeFresh(file: string, text: string): void {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
}

/** A DATA_DIR moved or renamed: its cluster is under the old path's hash. Never start an empty one silently. */
function checkNotMoved(layout: Layout): void {
  let recorded: string;
  try {
    recorded = fs.readFileSync(path.join(layout.dataDir, MARKER), 'utf8').trim();
  } catch {
    return;
  }
  if (recorded === layout.home || !fs.existsSync(path.join(recorded, 'postgres', 'PG_VERSION')))
    return;
  throw new DatabaseStartError(
    `The database of ${layout.dataDir} is in ${recorded}, made for DATA_DIR at another path. ` +
      `If this is that DATA_DIR, moved: stop every Elevate server, run ` +
      `"mv ${recorded} ${layout.home}", and start again. Otherwise remove ` +
      `${path.join(layout.dataDir, MARKER)}.`,
  );
}

/**
 * Where a cluster of DATA_DIR runs. An existing one stays where it is. As
 * root, a new one goes in DATA_DIR when the database user can reach it, and
 * in a folder of its own under OUTSIDE_ROOT (the cluster mode 700, owned by
 * that user) when it cannot, so PostgreSQL runs, durably, instead of nothing.
 */
export async function placeCluster(
  dataDir: string,
  user: RunAs | undefined,
  log: DatabaseLog,
): Promise<Layout> {
  let layout = currentLayout(dataDir);
  if (!layout.home) {
    if (!user || hasCluster(layout) || (await canReach(user, dataDir))) return layout;
    layout = outsideLayout(dataDir);
    checkNotMoved(layout);
  }
  // At every start: an operator backing up or moving DATA_DIR must know it is not all there.
  log.info(
    `The database of DATA_DIR ${dataDir} is outside it, in ${layout.cluster}, as the database ` +
      'user cannot reach DATA_DIR (it or a folder above it is closed to other users). README, ' +
      '"Embedded database", says how to back it up or move it.',
  );
  const home = layout.home!;
  rootFolder(OUTSIDE_ROOT);
  rootFolder(home);
  // For whoever looks at either side: which DATA_DIR a folder serves, and where its database is.
  writeFresh(path.join(home, 'data-dir'), `${layout.dataDir}\n`);
  writeFresh(path.join(dataDir, MARKER), `${home}\n`);
  return layout;
}
