import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { currentLayout, embeddedConnection } from '../db/embedded/placement.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerRun {
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its exit code (null: killed by a signal). */
  exited: Promise<number | null>;
}

export interface RunningServer extends ServerRun {
  url: string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /**
   * Run as this user (root only), with this node binary and from this server directory
   * (ones the user can reach: test/readable-checkout.ts).
   */
  as?: { uid: number; gid: number; node: string; serverDir?: string };
}

/** The server from source (`npm start` runs its bundle, decision 0034) on DATA_DIR `dataDir`, a free port, the embedded default. */
export function spawnServer(dataDir: string, options: SpawnOptions = {}): ServerRun {
  const child = spawn(options.as?.node ?? process.execPath, ['src/server.ts'], {
    cwd: options.as?.serverDir ?? serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent-web-dist',
      DATA_DIR: dataDir,
      // The crash tests' writers retry through a database restart: on a slow machine that
      // is thousands of calls, which the per-user limit (600 a minute) would refuse for minutes.
      DATA_RATE_LIMIT_PER_MINUTE: '1000000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.as ? { uid: options.as.uid, gid: options.as.gid } : {}),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { pid: child.pid ?? 0, output: () => output, exited };
}

/** Resolves once the server listens; rejects with its output if it exits first. */
export async function startServer(
  dataDir: string,
  options: SpawnOptions = {},
): Promise<RunningServer> {
  const run = spawnServer(dataDir, options);
  let done = false;
  void run.exited.then(() => (done = true));
  const deadline = Date.now() + 150_000;
  for (;;) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output())?.[1];
    if (url) {
      return {
        ...run,
        url,
        stop: async () => {
          process.kill(run.pid, 'SIGTERM');
          return run.exited;
        },
      };
    }
    if (done || Date.now() > deadline) {
      if (!done) process.kill(run.pid, 'SIGKILL');
      throw new Error(`the server did not start:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pid postmaster.pid names, or undefined without one. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(
      fs
        .readFileSync(path.join(currentLayout(dataDir).cluster, 'postmaster.pid'), 'utf8')
        .split('\n')[0],
    );
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A client of the running embedded server, over its Unix socket. */
export function socketClient(dataDir: string) {
  return postgres({ ...embeddedConnection(dataDir), max: 1, onnotice: () => {} });
}

/** A fresh DATA_DIR that an unprivileged database user can reach (mkdtemp makes 700). */
export function tempDataDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `elevate-${label}-`));
  fs.chmodSync(dir, 0o755);
  return path.join(dir, 'data');
}

/** Removes what tempDataDir made, the cluster's files (owned by the database user) included. */
export function removeDataDir(dataDir: string): void {
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
}

const csrf = randomBytes(32).toString('base64url');

/** fetch() with a bearer token and the CSRF pair, JSON in and out. */
export async function call(url: string, method: string, token?: string, body?: object) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf }),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
