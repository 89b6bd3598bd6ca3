import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How often the list of database processes is read again (backends come and go). */
const REFRESH_MS = 2_000;

function kbField(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(
      readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
    );
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/**
 * The memory of the PostgreSQL server an embedded-engine server started in
 * DATA_DIR: the postmaster and every child of it. Proportional set size
 * (PSS), not RSS: shared_buffers is mapped by every backend, and adding up
 * their RSS would count it once per process.
 */
export function databaseMemory(dataDir: string): () => number {
  let pids: number[] = [];
  let refreshed = 0;
  return () => {
    if (Date.now() - refreshed > REFRESH_MS) {
      const postmaster = postmasterPid(dataDir);
      pids = postmaster ? [postmaster, ...childrenOf(postmaster)] : [];
      refreshed = Date.now();
    }
    return pids.reduce((mb, pid) => mb + kbField(`/proc/${pid}/smaps_rollup`, 'Pss') / 1024, 0);
  };
}
