import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  postmasterPid,
  removeDataDir,
  startServer,
  tempDataDir,
} from '../../test/embedded-server.ts';
import { serverDirReadableBy } from '../../test/readable-checkout.ts';

// Runs only as root (vitest.config.ts): CI runs as root, and only root can start the
// server as another user. Each test starts a server: seconds each.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const DB_USER = 'elevate-test-db';
const NORMAL_USER = 'elevate-test-user';
const dirs: string[] = [];

const uidOf = (name: string) => Number(execFileSync('id', ['-u', name]).toString());
const gidOf = (name: string) => Number(execFileSync('id', ['-g', name]).toString());
const ownerOf = (pid: number) =>
  Number(/Uid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

function removeUser(name: string) {
  try {
    execFileSync('userdel', [name], { stdio: 'ignore' });
  } catch {
    // Not there.
  }
}

function dataDir(label: string) {
  const dir = tempDataDir(label);
  dirs.push(dir);
  return dir;
}

beforeAll(() => {
  // The server creates DB_USER itself; it must not exist beforehand.
  removeUser(DB_USER);
});
afterAll(() => {
  for (const dir of dirs) removeDataDir(dir);
  removeUser(DB_USER);
  removeUser(NORMAL_USER);
});

describe('npm start as root', () => {
  it('runs the database as an unprivileged user it creates, never as root', async () => {
    const dir = dataDir('root');
    const server = await startServer(dir, { env: { EMBEDDED_POSTGRES_USER: DB_USER } });
    try {
      expect(server.output()).toContain(`Created the system user ${DB_USER} to run the database`);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const postmaster = postmasterPid(dir)!;
      expect(ownerOf(postmaster)).toBe(uidOf(DB_USER));
      expect(fs.statSync(path.join(dir, 'postgres')).uid).toBe(uidOf(DB_USER));
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe('npm start as a normal user', () => {
  it('runs the database as that same user', async (ctx) => {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', NORMAL_USER]);
    } catch {
      // Left by an earlier run.
    }
    const as = { uid: uidOf(NORMAL_USER), gid: gidOf(NORMAL_USER) };
    const dir = dataDir('normal');
    fs.mkdirSync(dir);
    fs.chownSync(dir, as.uid, as.gid);
    // Node may live where the user cannot reach it (root's home): a copy of it beside DATA_DIR.
    const node = path.join(path.dirname(dir), 'node');
    fs.copyFileSync(process.execPath, node);
    fs.chmodSync(node, 0o755);
    // The clone may be closed to that user too (root's home, mktemp -d): then it runs from
    // a copy it can read, and when none can be made the case is skipped, saying why.
    let serverDir: string;
    try {
      serverDir = serverDirReadableBy({ ...as, node }, path.dirname(dir));
    } catch (err) {
      const reason = `skipped: ${NORMAL_USER} cannot read the server's files (${(err as Error).message})`;
      console.warn(reason);
      ctx.skip(reason);
      return;
    }
    const server = await startServer(dir, { as: { ...as, node, serverDir } });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(ownerOf(postmasterPid(dir)!)).toBe(as.uid);
      expect(fs.statSync(path.join(dir, 'postgres')).uid).toBe(as.uid);
      expect(server.output()).not.toContain('Created the system user');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
