import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  isAlive,
  postmasterPid,
  removeDataDir,
  socketClient,
  spawnServer,
  startServer,
  tempDataDir,
  waitFor,
  type RunningServer,
} from '../../test/embedded-server.ts';
import { MALLOC_TUNABLES } from './cluster.ts';

// One DATA_DIR for the file: the cluster is created once (initdb takes seconds). Server
// starts take seconds each, and a loaded machine multiplies that.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = tempDataDir('engine');
  server = await startServer(dataDir);
});
afterAll(async () => {
  if (isAlive(server.pid)) await server.stop();
  removeDataDir(dataDir);
});

describe('the embedded default (no DATABASE_URL)', () => {
  it('runs PostgreSQL in DATA_DIR with fsync on, reachable only through a mode-700 socket', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect([health.status, await health.json()]).toEqual([
      200,
      { status: 'ok', database: { engine: 'postgres', durable: true } },
    ]);
    const sql = socketClient(dataDir);
    try {
      const settings = await sql<{ name: string; setting: string }[]>`
        select name, setting from pg_settings
        where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'listen_addresses')`;
      expect(Object.fromEntries(settings.map((s) => [s.name, s.setting]))).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        full_page_writes: 'on',
        listen_addresses: '',
      });
      const [show] = await sql<{ fsync: string }[]>`show fsync`;
      expect(show?.fsync).toBe('on');
      const [tables] = await sql<{ n: number }[]>`
        select count(*)::int as n from information_schema.tables where table_schema = 'public'`;
      expect(tables?.n).toBeGreaterThan(5);
    } finally {
      await sql.end();
    }
    // glibc reads GLIBC_TUNABLES in place and cuts it at the first ':' as it goes.
    const environ = fs.readFileSync(`/proc/${postmasterPid(dataDir)}/environ`, 'utf8');
    expect(environ.split('\0')).toContain(`GLIBC_TUNABLES=${MALLOC_TUNABLES.split(':')[0]}`);
    expect(fs.statSync(path.join(dataDir, 'run')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'postgres')).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });

  it('refuses a second server on the same DATA_DIR with a message naming it, and the first keeps serving', async () => {
    const second = spawnServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another Elevate server`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('starts the database again when it is killed, and keeps serving', async () => {
    const first = postmasterPid(dataDir)!;
    process.kill(first, 'SIGKILL');
    await waitFor(async () => {
      const pid = postmasterPid(dataDir);
      if (!pid || pid === first) return false;
      return (await fetch(`${server.url}/api/health`)).status === 200;
    });
    expect(server.output()).toContain(`The database server (pid ${first}) stopped unexpectedly`);
  });

  it('stops within 10 s with exit code 0 on SIGTERM, even with the database gone, leaving no postmaster', async () => {
    const pid = postmasterPid(dataDir)!;
    process.kill(pid, 'SIGKILL');
    const started = Date.now();
    const code = await server.stop();
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await waitFor(() => !isAlive(pid), 5_000);
    const after = postmasterPid(dataDir);
    if (after) expect(isAlive(after)).toBe(false);
  });

  it('starts again cleanly on the same DATA_DIR and stops its database on SIGTERM', async () => {
    server = await startServer(dataDir);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const pid = postmasterPid(dataDir)!;
    expect(await server.stop()).toBe(0);
    expect(isAlive(pid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false);
  });
});

describe('a database that cannot start', () => {
  it('stops the server with a message carrying the end of the PostgreSQL log, not a stack', async () => {
    const conf = path.join(dataDir, 'postgres/postgresql.conf');
    const original = fs.readFileSync(conf, 'utf8');
    fs.appendFileSync(conf, '\nshared_buffers = lots\n');
    try {
      const run = spawnServer(dataDir);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('PostgreSQL stopped during start-up (exit code 1)');
      expect(run.output()).toContain(`The end of ${path.join(dataDir, 'postgres.log')}:`);
      expect(run.output()).toContain('shared_buffers');
      expect(run.output()).not.toMatch(/\n\s+at /);
    } finally {
      fs.writeFileSync(conf, original);
    }
  });
});
