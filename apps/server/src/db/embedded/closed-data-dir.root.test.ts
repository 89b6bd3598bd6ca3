import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  socketClient,
  spawnServer,
  startServer,
  type ServerRun,
} from '../../test/embedded-server.ts';
import { openDatabase } from '../client.ts';
import { users } from '../schema.ts';
import { outsideHome } from './layout.ts';

// Runs only as root (vitest.config.ts). As root the database runs as the user `postgres`,
// which cannot reach a DATA_DIR under a mode-700 folder, as under /root. Each test starts
// servers: seconds each, minutes on a loaded machine.
vi.setConfig({ testTimeout: 420_000, hookTimeout: 120_000 });

const folders: string[] = [];
const homes: string[] = [];
const uidOf = (name: string) => Number(execFileSync('id', ['-u', name]).toString());

/** A DATA_DIR inside a fresh folder that only root can enter (mkdtemp makes it mode 700). */
function closedDataDir(label: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `elevate-${label}-`));
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  folders.push(folder);
  const dataDir = path.join(folder, 'data');
  homes.push(outsideHome(dataDir));
  return dataDir;
}

afterAll(() => {
  for (const dir of [...folders, ...homes]) fs.rmSync(dir, { recursive: true, force: true });
});

/** A server expected to refuse: killed after a minute if it started instead. */
async function exitCode(run: ServerRun): Promise<number | null> {
  const timer = setTimeout(() => process.kill(run.pid, 'SIGKILL'), 60_000);
  try {
    return await run.exited;
  } finally {
    clearTimeout(timer);
  }
}

async function health(url: string) {
  const res = await fetch(`${url}/api/health`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('npm start as root with a DATA_DIR the database user cannot reach', () => {
  it('runs embedded PostgreSQL durably in a folder of its own, found again after a restart', async () => {
    const dataDir = closedDataDir('closed');
    const home = outsideHome(dataDir);
    let server = await startServer(dataDir);
    try {
      expect(await health(server.url)).toEqual({
        status: 200,
        body: { status: 'ok', database: { engine: 'postgres', durable: true } },
      });
      expect(server.output()).not.toContain('PGlite');
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
      // Outside DATA_DIR, closed to every other user, owned by the database user.
      expect(home.startsWith(`${dataDir}/`)).toBe(false);
      // Root's, so the database user cannot plant a link there that root would follow.
      expect([fs.statSync(home).mode & 0o777, fs.statSync(home).uid]).toEqual([0o711, 0]);
      for (const dir of [path.join(home, 'postgres'), path.join(home, 'run')]) {
        const stat = fs.statSync(dir);
        expect([dir, stat.mode & 0o777, stat.uid]).toEqual([dir, 0o700, uidOf('postgres')]);
      }
      expect(fs.readFileSync(path.join(home, 'data-dir'), 'utf8').trim()).toBe(dataDir);
      const sql = socketClient(dataDir);
      try {
        await sql`insert into users (email, name, password_hash, is_verified)
          values ('kept@example.com', 'Kept', 'x', true)`;
      } finally {
        await sql.end();
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }

    server = await startServer(dataDir);
    try {
      const sql = socketClient(dataDir);
      try {
        const rows = await sql`select name from users where email = 'kept@example.com'`;
        expect(rows.map((r) => r.name)).toEqual(['Kept']);
      } finally {
        await sql.end();
      }
      expect(server.output()).not.toContain('Creating the database');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('gives two DATA_DIRs two databases', async () => {
    const one = closedDataDir('one');
    const two = closedDataDir('two');
    expect(outsideHome(one)).not.toBe(outsideHome(two));
    const first = await startServer(one);
    const second = await startServer(two);
    try {
      const inTwo = socketClient(two);
      const inOne = socketClient(one);
      try {
        await inTwo`insert into users (email, name, password_hash) values ('two@example.com', 'Two', 'x')`;
        expect((await inTwo`select count(*)::int as n from users`)[0]?.n).toBe(1);
        expect((await inOne`select count(*)::int as n from users`)[0]?.n).toBe(0);
      } finally {
        await Promise.all([inOne.end(), inTwo.end()]);
      }
    } finally {
      expect(await second.stop()).toBe(0);
      expect(await first.stop()).toBe(0);
    }
  });

  it('refuses to start an empty database for a DATA_DIR that moved, naming the mv that brings its own', async () => {
    const before = closedDataDir('moved');
    let server = await startServer(before);
    try {
      const sql = socketClient(before);
      try {
        await sql`insert into users (email, name, password_hash) values ('moved@example.com', 'M', 'x')`;
      } finally {
        await sql.end();
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const after = `${path.dirname(before)}-renamed/data`;
    folders.push(path.dirname(after));
    homes.push(outsideHome(after));
    fs.renameSync(path.dirname(before), path.dirname(after));

    const run = spawnServer(after);
    expect(await exitCode(run)).toBe(1);
    const command = `mv ${outsideHome(before)} ${outsideHome(after)}`;
    expect(run.output()).toContain(command);
    expect(fs.existsSync(outsideHome(after))).toBe(false);

    execFileSync('sh', ['-c', command]);
    server = await startServer(after);
    try {
      const sql = socketClient(after);
      try {
        const rows = await sql`select name from users where email = 'moved@example.com'`;
        expect(rows.map((r) => r.name)).toEqual(['M']);
      } finally {
        await sql.end();
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('moves the data of an install that fell back to PGlite into PostgreSQL', async () => {
    const dataDir = closedDataDir('fell-back');
    const old = await openDatabase({ dataDir, engine: 'pglite' });
    try {
      await old.db
        .insert(users)
        .values({ email: 'old@example.com', name: 'Old', passwordHash: 'x', isVerified: true });
    } finally {
      await old.close();
    }
    const server = await startServer(dataDir);
    try {
      expect(server.output()).toContain('Moved ');
      expect((await health(server.url)).body).toEqual({
        status: 'ok',
        database: { engine: 'postgres', durable: true },
      });
      const sql = socketClient(dataDir);
      try {
        const rows = await sql`select name from users where email = 'old@example.com'`;
        expect(rows.map((r) => r.name)).toEqual(['Old']);
      } finally {
        await sql.end();
      }
      expect(fs.existsSync(path.join(dataDir, 'pgdata.moved-to-postgres'))).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe('npm start as root where no durable engine can run', () => {
  it('refuses to start and names the fix instead of falling back to PGlite', async () => {
    const dataDir = closedDataDir('refused');
    const run = spawnServer(dataDir, { env: { EMBEDDED_POSTGRES_USER: 'root' } });
    expect(await exitCode(run)).toBe(1);
    expect(run.output()).toContain('EMBEDDED_POSTGRES_USER may not be root');
    expect(run.output()).toContain('EMBEDDED_ENGINE=pglite');
    expect(run.output()).toContain('DATABASE_URL');
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });

  it('serves PGlite only when asked to, and says it is not durable', async () => {
    const dataDir = closedDataDir('asked');
    const server = await startServer(dataDir, { env: { EMBEDDED_ENGINE: 'pglite' } });
    try {
      expect((await health(server.url)).body).toEqual({
        status: 'ok',
        database: { engine: 'pglite', durable: false },
      });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
