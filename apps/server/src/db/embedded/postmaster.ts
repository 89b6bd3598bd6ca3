import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { PostgresBinaries } from './binaries.ts';
import { postmasterEnvironment, serverArguments } from './cluster.ts';
import { DatabaseStartError, tail } from './errors.ts';
import type { Layout } from './layout.ts';
import type { RunAs } from './os-user.ts';

/** Crash recovery after a power cut replays the WAL since the last checkpoint: give it time. */
const READY_TIMEOUT_MS = 300_000;
const POLL_MS = 25;
/** A log past this size is set aside (postgres.log.1) at the next start. */
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;

export interface Postmaster {
  pid: number;
  /** Resolves once it accepts connections; rejects with the log's last lines if it cannot. */
  ready: Promise<void>;
  /** Resolves when the process has exited, for whatever reason. */
  exited: Promise<void>;
  /** Fast shutdown, then immediate, then SIGKILL: bounded to about 6 s. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openLog(file: string): { fd: number; offset: number } {
  try {
    if (fs.statSync(file).size > LOG_ROTATE_BYTES) fs.renameSync(file, `${file}.1`);
  } catch {
    // No log yet.
  }
  const fd = fs.openSync(file, 'a', 0o600);
  return { fd, offset: fs.fstatSync(fd).size };
}

function readFrom(file: string, offset: number): string {
  try {
    return fs.readFileSync(file).subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

/** `ready` in postmaster.pid's status line, as `pg_ctl -w` waits for it. */
function isReady(layout: Layout, pid: number): boolean {
  try {
    const lines = fs.readFileSync(`${layout.cluster}/postmaster.pid`, 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

/**
 * Starts the postmaster in a process group of its own (a terminal's Ctrl+C
 * reaches the server, which then stops it after the last request), writing
 * straight into DATA_DIR/postgres.log: no pipe to the server that a crash of
 * the server could break. `stop` works at any moment, before `ready` too.
 */
export function spawnPostmaster(
  binaries: PostgresBinaries,
  layout: Layout,
  user: RunAs | undefined,
): Postmaster {
  const log = openLog(layout.log);
  const child = spawn(binaries.postgres, serverArguments(layout), {
    detached: true,
    stdio: ['ignore', log.fd, log.fd],
    env: postmasterEnvironment(process.env),
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  fs.closeSync(log.fd);
  let done = false;
  let failure: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('error', (err) => {
      failure = err;
      done = true;
      resolve();
    });
    child.once('exit', (code, signal) => {
      failure ??= new Error(signal ? `killed by ${signal}` : `exit code ${code}`);
      done = true;
      resolve();
    });
  });
  const pid = child.pid ?? 0;
  const stop = async () => {
    for (const [signal, ms] of [
      ['SIGINT', 4_000],
      ['SIGQUIT', 2_000],
      ['SIGKILL', 1_000],
    ] as const) {
      if (done) return;
      child.kill(signal);
      await Promise.race([exited, sleep(ms)]);
    }
  };

  const ready = (async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!done && !isReady(layout, pid)) {
      if (Date.now() > deadline) {
        await stop();
        throw new DatabaseStartError(
          `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s. ` +
            `The end of ${layout.log}:\n${tail(readFrom(layout.log, log.offset))}`,
        );
      }
      await sleep(POLL_MS);
    }
    if (done) {
      throw new DatabaseStartError(
        `PostgreSQL stopped during start-up (${failure?.message ?? 'unknown'}). ` +
          `The end of ${layout.log}:\n${tail(readFrom(layout.log, log.offset)) || '(empty)'}`,
      );
    }
  })();
  // Whoever awaits `ready` sees a failure; nobody awaiting it is no crash.
  ready.catch(() => {});
  return { pid, ready, exited, stop };
}
