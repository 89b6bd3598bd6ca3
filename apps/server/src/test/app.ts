import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseOptions } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { createSession } from '../modules/auth/session-store.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Each test file gets its own database: a fresh in-memory PGlite, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server (CI), a database of its own there.
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'statementTimeoutMs'> = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return { database: await openDatabase({}), drop: async () => {} };
  }
  const name = `elevate_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...options, databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const client = postgres(adminUrl, { max: 1, onnotice: () => {} });
      // end() may resolve before the last sockets close; terminating one that is still
      // closing surfaces as an uncaught 57P01, so give them a moment to go first.
      for (let i = 0; i < 50; i += 1) {
        const [row] = await client<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name}`;
        if (row?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  const { database, drop } = await openTestDatabase({
    statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** A CSRF cookie/header pair as the browser client would hold it. */
export async function csrfHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: '/api/csrf-token' });
  const { csrfToken } = res.json() as { csrfToken: string };
  return { cookie: `csrf_token=${csrfToken}`, 'x-csrf-token': csrfToken };
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** Bearer + CSRF headers for inject(). */
  headers: Record<string, string>;
}

let counter = 0;

/** A verified user with a live session, inserted directly (no mail, no password hashing). */
export async function createTestUser(
  t: TestApp,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({ name: 'Test User', isVerified: true, ...fields, email })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  // Without a password the account is a provider's, and its session counts as a fresh provider sign-in.
  const token = await createSession(t.database.db, user.id, { viaProvider: !fields.passwordHash });
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(t.app)) };
  return { id: user.id, email, token, headers };
}
