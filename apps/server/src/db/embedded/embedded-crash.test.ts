import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { STRONG_PASSWORD } from '../../test/auth.ts';
import {
  call,
  isAlive,
  postmasterPid,
  removeDataDir,
  socketClient,
  startServer,
  tempDataDir,
  waitFor,
  type RunningServer,
} from '../../test/embedded-server.ts';

// Each scenario kills a process and starts the server again: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const EMAIL = 'crash@example.com';
let dataDir: string;
let server: RunningServer;
let userId: string;
/** Every description whose POST was answered 201, in every round. */
const acknowledged = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs in as a client would: a 503 means the database is being started again (after the
 * previous test's kill, on a loaded machine that can take a while), so it asks again.
 */
async function signIn(): Promise<string> {
  let login = { status: 0, body: {} as Record<string, unknown> };
  await waitFor(async () => {
    login = await call(`${server.url}/api/auth/login`, 'POST', undefined, {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    return login.status !== 503;
  }, 60_000);
  expect(login.status).toBe(200);
  return login.body.token as string;
}

/**
 * Four writers POST transactions until told to stop, each kept once it was
 * answered 201: the writes the app acknowledged. Failures (the process being
 * killed under them) are expected and not counted.
 */
function writers(round: string, token: string) {
  let running = true;
  let count = 0;
  const loops = [0, 1, 2, 3].map(async (w) => {
    for (let i = 0; running; i++) {
      const description = `${round}-${w}-${i}`;
      try {
        const res = await call(`${server.url}/api/transactions`, 'POST', token, {
          date: '2026-03-02',
          description,
          amount: 1.25,
          type: 'expense',
          category: 'Food',
        });
        if (res.status === 201) {
          acknowledged.add(description);
          count++;
        } else {
          // The database is down or starting (503): ask again shortly, as a client would.
          await sleep(20);
        }
      } catch {
        await sleep(20);
      }
    }
  });
  return {
    count: () => count,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A wait that fails with what the server and the database logged, so a slow restart can be told from a stuck one. */
async function explained(wait: () => Promise<void>) {
  try {
    await wait();
  } catch (err) {
    const log = fs.existsSync(path.join(dataDir, 'postgres.log'))
      ? fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8').slice(-4_000)
      : '(no postgres.log)';
    throw new Error(
      `${String(err)}\nserver:\n${server.output().slice(-4_000)}\npostgres.log:\n${log}`,
      { cause: err },
    );
  }
}

async function storedDescriptions(): Promise<Set<string>> {
  // The database may still be coming up again after a kill.
  await waitFor(async () => (await fetch(`${server.url}/api/health`)).status === 200, 60_000);
  const sql = socketClient(dataDir);
  try {
    const rows = await sql<{ description: string }[]>`
      select description from transactions where ledger_id = ${userId}`;
    return new Set(rows.map((r) => r.description));
  } finally {
    await sql.end();
  }
}

async function expectEveryAcknowledgedWriteStored() {
  const stored = await storedDescriptions();
  const lost = [...acknowledged].filter((d) => !stored.has(d));
  expect(lost).toEqual([]);
  expect(acknowledged.size).toBeGreaterThan(0);
}

/** Waits for some acknowledged writes, then a random moment more (0-400 ms) before the kill. */
async function midWrites(load: { count(): number }) {
  await waitFor(() => load.count() >= 5, 60_000);
  await sleep(Math.floor(Math.random() * 400));
}

beforeAll(async () => {
  dataDir = tempDataDir('crash');
  server = await startServer(dataDir);
  const sql = socketClient(dataDir);
  try {
    const hash = await hashPassword(STRONG_PASSWORD);
    const [row] = await sql<{ id: string }[]>`
      insert into users (email, name, password_hash, is_verified)
      values (${EMAIL}, 'Crash', ${hash}, true) returning id`;
    userId = row!.id;
  } finally {
    await sql.end();
  }
});
afterAll(async () => {
  if (isAlive(server.pid)) await server.stop();
  removeDataDir(dataDir);
});

describe('crashes of the embedded default', () => {
  it('server killed (SIGKILL) while writing: its database outlives it, the next start stops that one and keeps every acknowledged write', async () => {
    const load = writers('server-kill', await signIn());
    await midWrites(load);
    process.kill(server.pid, 'SIGKILL');
    await load.stop();
    await server.exited;
    const orphan = postmasterPid(dataDir)!;
    expect(isAlive(orphan)).toBe(true);

    server = await startServer(dataDir);
    expect(server.output()).toContain(
      `Stopping the database server (pid ${orphan}) left running by an Elevate server that crashed.`,
    );
    expect(isAlive(orphan)).toBe(false);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await expectEveryAcknowledgedWriteStored();
  });

  it('database killed (SIGKILL to the postmaster and every backend at once) while writing: it is started again with every acknowledged write', async () => {
    const load = writers('db-kill', await signIn());
    await midWrites(load);
    const killed = postmasterPid(dataDir)!;
    // The postmaster leads a process group of its own: this is every PostgreSQL process at once.
    process.kill(-killed, 'SIGKILL');
    const before = load.count();
    try {
      // Writes are answered again once the server has started the database anew. On a
      // machine busy with other suites, crash recovery's checkpoint can wait long for the disk.
      await explained(() => waitFor(() => postmasterPid(dataDir) !== killed, 90_000));
      await explained(() => waitFor(() => load.count() > before + 5, 150_000));
    } finally {
      // Stopped even when the wait failed: writers left running would write into the next test.
      await load.stop();
    }
    expect(postmasterPid(dataDir)).not.toBe(killed);
    expect(server.output()).toContain(`The database server (pid ${killed}) stopped unexpectedly`);
    await expectEveryAcknowledgedWriteStored();
  });

  it('both killed at once while writing: the next start recovers every acknowledged write', async () => {
    const load = writers('both-kill', await signIn());
    await midWrites(load);
    const database = postmasterPid(dataDir)!;
    process.kill(server.pid, 'SIGKILL');
    process.kill(-database, 'SIGKILL');
    await load.stop();
    await server.exited;

    server = await startServer(dataDir);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await expectEveryAcknowledgedWriteStored();
    expect(await server.stop()).toBe(0);
  });
});
