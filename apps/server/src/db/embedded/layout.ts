import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** The socket's "port": with no TCP listener it only names the socket file. */
export const SOCKET_PORT = 5432;
/** The superuser initdb creates and the database the app uses. */
export const DB_USER = 'elevate';
export const DB_NAME = 'elevate';

// sun_path holds 108 bytes on Linux, 104 on macOS; PostgreSQL also needs room for ".lock".
const MAX_SOCKET_PATH = 98;

/** Where the embedded engine keeps its files inside DATA_DIR (README, "Data directory"). */
export interface Layout {
  dataDir: string;
  /** PGDATA: the cluster, owned by the database user, mode 700. */
  cluster: string;
  /** initdb works here and renames it to `cluster` once complete. */
  clusterInit: string;
  /** The postmaster's stdout and stderr. */
  log: string;
  /** The directory of the Unix socket (no TCP listener), mode 700. */
  socketDir: string;
  socketPath: string;
  /** The PGlite directory of older versions, moved to the new engine on first start. */
  pglite: string;
  /** Set when the cluster lives outside DATA_DIR: the folder holding it and the socket. */
  home?: string;
}

export function layoutOf(dataDir: string): Layout {
  let socketDir = path.join(dataDir, 'run');
  const name = `.s.PGSQL.${SOCKET_PORT}`;
  if (Buffer.byteLength(path.join(socketDir, name)) > MAX_SOCKET_PATH) {
    // A deep DATA_DIR: a short directory of its own in the temporary folder.
    const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
    socketDir = path.join(os.tmpdir(), `elevate-${id}`);
  }
  return {
    dataDir,
    cluster: path.join(dataDir, 'postgres'),
    clusterInit: path.join(dataDir, 'postgres.init'),
    log: path.join(dataDir, 'postgres.log'),
    socketDir,
    socketPath: path.join(socketDir, name),
    pglite: path.join(dataDir, 'pgdata'),
  };
}

/**
 * As root, where DATA_DIR is closed to the database user (a checkout under
 * /root, mode 700): a root-owned parent the database user may pass through,
 * holding one folder per DATA_DIR, named after a hash of its absolute path.
 */
export const OUTSIDE_ROOT = '/var/lib/elevate';

/** The folder of DATA_DIR's cluster and socket when they cannot be inside it. */
export function outsideHome(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(OUTSIDE_ROOT, id);
}

/** DATA_DIR's cluster and socket in outsideHome(); its log, lock, backups and PGlite files stay in DATA_DIR. */
export function outsideLayout(dataDir: string): Layout {
  const home = outsideHome(dataDir);
  const socketDir = path.join(home, 'run');
  return {
    ...layoutOf(dataDir),
    home,
    cluster: path.join(home, 'postgres'),
    clusterInit: path.join(home, 'postgres.init'),
    socketDir,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  };
}
