import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { DatabaseStartError } from './errors.ts';
import type { Layout } from './layout.ts';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a postmaster of this cluster. A postmaster works in its
 * data directory, so on Linux its /proc cwd names it; elsewhere its command
 * line (`postgres -D <cluster> …`, as this server starts it). Undefined: cannot tell.
 */
async function servesCluster(pid: number, cluster: string): Promise<boolean | undefined> {
  if (fs.existsSync('/proc/self/cwd')) {
    try {
      return fs.readlinkSync(`/proc/${pid}/cwd`) === fs.realpathSync(cluster);
    } catch (err) {
      // Gone meanwhile: not a postmaster any more. Not ours to read: cannot tell.
      return (err as NodeJS.ErrnoException).code === 'ENOENT' ? false : undefined;
    }
  }
  try {
    const { stdout } = await run('ps', ['-o', 'command=', '-p', String(pid)]);
    return /\bpostgres\b/.test(stdout) && stdout.includes(`-D ${cluster} `);
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/**
 * Called while this server holds DATA_DIR's lock, so no live Elevate server
 * owns the cluster: a postmaster still running it outlived a server killed
 * with SIGKILL. It is stopped the way PostgreSQL documents (fast shutdown,
 * then immediate). A postmaster.pid naming a pid that is now another process
 * is removed, as PostgreSQL would otherwise refuse to start.
 */
export async function stopOrphan(layout: Layout, warn: (msg: string) => void): Promise<void> {
  const pidFile = `${layout.cluster}/postmaster.pid`;
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const ours = await servesCluster(pid, layout.cluster);
  if (ours === undefined) {
    throw new DatabaseStartError(
      `${pidFile} names process ${pid}, which is running, and it cannot be told whether it is ` +
        'the database of this DATA_DIR. Stop it, or remove the file if it is not PostgreSQL.',
    );
  }
  if (!ours) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  warn(`Stopping the database server (pid ${pid}) left running by an Elevate server that crashed.`);
  for (const [signal, ms] of [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    process.kill(pid, signal);
    if (await waitForExit(pid, ms)) return;
  }
  throw new DatabaseStartError(
    `The database server (pid ${pid}) left running by a crashed Elevate server did not stop. ` +
      'Stop it, then start Elevate again.',
  );
}
