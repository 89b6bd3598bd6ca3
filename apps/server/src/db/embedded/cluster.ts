import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { PostgresBinaries } from './binaries.ts';
import { DatabaseStartError, tail } from './errors.ts';
import { DB_USER, type Layout } from './layout.ts';
import type { RunAs } from './os-user.ts';

const run = promisify(execFile);

/**
 * Written into postgresql.conf once by initdb, so an operator may tune them
 * there. Sized for one household's data beside a Node server in 300 MB
 * (decisions 0021, 0034): the app opens at most 7 connections; 16 MB of
 * shared buffers hold the hot pages of 100,000 transactions, the kernel's
 * page cache the rest; I/O straight from the backends, not from three
 * more processes (PostgreSQL 18's io workers).
 */
const INITIAL_SETTINGS = [
  'shared_buffers=16MB',
  'io_method=sync',
  'max_connections=20',
  'max_wal_size=256MB',
  'huge_pages=off',
  'jit=off',
  'log_checkpoints=off',
  'timezone=UTC',
  'log_timezone=UTC',
];

/**
 * Passed on every start, so neither postgresql.conf nor ALTER SYSTEM can
 * change them: durability (fsync on: no acknowledged commit is lost on power
 * loss) and the only way in, a Unix socket in a mode-700 directory.
 */
export function serverArguments(layout: Layout): string[] {
  const settings = {
    listen_addresses: '',
    unix_socket_directories: layout.socketDir,
    unix_socket_permissions: '0700',
    port: '5432',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    logging_collector: 'off',
  };
  return [
    '-D',
    layout.cluster,
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
}

/**
 * glibc's malloc in every backend: a freed heap top over 2 MB (not 128 KB) is
 * given back, and blocks over 1 MB (not 128 KB) are mapped apart. With the
 * defaults, a backend whose statement needs a little more than 128 KB at the
 * top of its heap grows and shrinks it once per statement (one brk each way,
 * page faults and TLB shootdowns): the transactions page ran at 2,000 req/s
 * instead of 5,800 (decision 0032). glibc would raise both limits itself after
 * the first large block is freed; some backends never free one. An operator's
 * own GLIBC_TUNABLES is kept as it is.
 */
export const MALLOC_TUNABLES =
  'glibc.malloc.mmap_threshold=1048576:glibc.malloc.trim_threshold=2097152';

/** The postmaster's environment: C locale messages and the malloc limits above. */
export function postmasterEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, LC_ALL: 'C', GLIBC_TUNABLES: env.GLIBC_TUNABLES || MALLOC_TUNABLES };
}

export function hasCluster(layout: Layout): boolean {
  return fs.existsSync(`${layout.cluster}/PG_VERSION`);
}

/** A directory of the database user's own, mode 700; one of another owner is refused. */
export function ownDirectory(dir: string, user: RunAs | undefined): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const stat = fs.statSync(dir);
  const owner = user?.uid ?? process.getuid?.();
  if (owner !== undefined && stat.uid !== owner) {
    throw new DatabaseStartError(`${dir} belongs to another user (uid ${stat.uid}); remove it.`);
  }
  fs.chmodSync(dir, 0o700);
}

/**
 * initdb into a scratch directory renamed into place once complete, so a
 * crash during it leaves nothing that looks like a cluster. The builtin
 * C.UTF-8 locale: Unicode case mapping for ILIKE and lower() without
 * depending on the locales the host has installed.
 */
export async function initCluster(
  binaries: PostgresBinaries,
  layout: Layout,
  user: RunAs | undefined,
): Promise<void> {
  fs.rmSync(layout.clusterInit, { recursive: true, force: true });
  ownDirectory(layout.clusterInit, user);
  const args = [
    '-D',
    layout.clusterInit,
    '-U',
    DB_USER,
    '--auth-local=trust',
    '--auth-host=reject',
    '--encoding=UTF8',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    // One syncfs() instead of an fsync() per file: initdb in 3 s instead of 5.
    ...(process.platform === 'linux' ? ['--sync-method=syncfs'] : []),
    ...INITIAL_SETTINGS.flatMap((setting) => ['-c', setting]),
  ];
  try {
    await run(binaries.initdb, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
  } catch (err) {
    const { stderr, stdout, message } = err as {
      stderr?: string;
      stdout?: string;
      message: string;
    };
    fs.rmSync(layout.clusterInit, { recursive: true, force: true });
    throw new DatabaseStartError(
      `Could not create the database in ${layout.cluster}: initdb failed.\n` +
        tail(stderr || stdout || message),
    );
  }
  fs.renameSync(layout.clusterInit, layout.cluster);
}
