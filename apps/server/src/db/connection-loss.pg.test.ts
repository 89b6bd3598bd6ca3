import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/server-process.ts';
import type { Database } from './database.ts';
import { openPostgres } from './open-postgres.ts';
import { rowsOf } from './rows.ts';
import { shortReads } from './short-reads.ts';

// Needs a PostgreSQL server whose backends this test may terminate: vitest.config.ts
// picks up *.pg.test.ts files only when TEST_DATABASE_URL is set (CI's PostgreSQL pass).
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

const ROUNDS = 40;
/** Far below postgres.js's connect_timeout (30 s): a connection that hangs shows as a failure. */
const ANSWER_WITHIN_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Both connections answer again within ANSWER_WITHIN_MS: a query that met the moment the
 * sessions ended may fail (a 503 to a request), but none hangs and the next ones succeed.
 */
async function answersAgain(database: Database, what: string) {
  const deadline = Date.now() + ANSWER_WITHIN_MS;
  for (;;) {
    const left = deadline - Date.now();
    try {
      return await within(
        Promise.all([
          database.db.execute(sql`select 1 as one`),
          shortReads(database).execute(sql`select 2 as two`),
        ]),
        Math.max(left, 1),
        what,
      );
    } catch (err) {
      if (String(err).includes('no answer') || Date.now() > deadline) throw err;
      await sleep(20);
    }
  }
}

/**
 * A database that goes away under the server (a crash, a restart, an administrator
 * ending its sessions) ends every connection mid-flight: queries in the air, others
 * waiting to be written. The server's client must fail those and answer the next ones
 * on fresh connections, never hang a connection until its connect timeout or end the
 * process with a rejection nobody holds (patches/postgres+*.patch).
 */
describe('connections lost mid-flight (PostgreSQL only: runs when TEST_DATABASE_URL is set)', () => {
  let database: Database;
  let admin: postgres.Sql;
  let name: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl);
    drop = created.drop;
    name = new URL(created.url).pathname.slice(1);
    database = await openPostgres(created.url, 8, 0);
    admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await admin?.end();
    await drop?.();
  });

  it('answers again at once after every connection was ended with queries in flight and refused while it reconnected', async () => {
    // Clients that keep queries in the air on every pooled connection and the read lane.
    let running = true;
    const clients = Array.from({ length: 6 }, async (_, c) => {
      while (running) {
        const target = c % 2 ? shortReads(database) : database.db;
        await Promise.allSettled(
          Array.from({ length: 4 }, (_, i) => target.execute(sql`select ${i}::int as i`)),
        );
      }
    });
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        await sleep(Math.floor(Math.random() * 20));
        // As a database that restarts: every session ends mid-flight, then connecting
        // is refused for a moment (a FATAL at startup), then it is back.
        await admin.unsafe(`alter database ${name} allow_connections false`);
        await admin`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = ${name} and pid <> pg_backend_pid()`;
        await sleep(Math.floor(Math.random() * 200));
        await admin.unsafe(`alter database ${name} allow_connections true`);
        const [first, second] = await answersAgain(database, `round ${round}`);
        expect(rowsOf(first)).toEqual([{ one: 1 }]);
        expect(rowsOf(second)).toEqual([{ two: 2 }]);
      }
    } finally {
      running = false;
      await within(Promise.all(clients), ANSWER_WITHIN_MS, 'the clients');
    }
  });
});
