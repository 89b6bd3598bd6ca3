import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import {
  createPostgresDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.ts';
import { startSmtpCapture, tokenFromMail, type SmtpCapture } from '../../test/smtp-capture.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './session-store.ts';

// Several processes share one database only on PostgreSQL: vitest.config.ts picks up
// *.pg.test.ts files only when TEST_DATABASE_URL is set (CI's PostgreSQL pass). On PGlite
// there is one process, whose own revocations clear its cache directly (session.test.ts).
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

const NEW_PASSWORD = 'N3w!Secret';
const csrf = randomBytes(32).toString('base64url');

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  token?: string,
  body?: object,
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf }),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const verify = async (server: ServerProcess, token: string) =>
  (await call(server, 'GET', '/api/auth/verify', token)).status;

describe('revocation across server processes (PostgreSQL only: runs when TEST_DATABASE_URL is set)', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let smtp: SmtpCapture;
  let database: Database;
  let drop: () => Promise<void>;
  let passwordHash: string;

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl!);
    drop = created.drop;
    smtp = await startSmtpCapture();
    // The first server migrates; the second waits on the migration lock, then finds it done.
    const env = {
      DATABASE_URL: created.url,
      SMTP_URL: smtp.url,
      APP_URL: 'http://127.0.0.1:5173',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    database = await openDatabase({ databaseUrl: created.url });
    passwordHash = await hashPassword(STRONG_PASSWORD);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await smtp?.close();
    await drop?.();
  });

  /** Signs in on A, then uses the session on B, which now holds it in its cache. */
  async function signedInOnAUsedOnB() {
    const email = uniqueEmail('two-servers');
    const [user] = await database.db
      .insert(users)
      .values({ email, name: 'Ada', passwordHash, isVerified: true })
      .returning({ id: users.id });
    const login = await call(a, 'POST', '/api/auth/login', undefined, {
      email,
      password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect(await verify(b, token)).toBe(200);
    expect(await verify(b, token)).toBe(200);
    return { email, token, userId: user!.id };
  }

  it('a sign-out on A is refused by B on its very next request', async () => {
    const { token } = await signedInOnAUsedOnB();
    expect((await call(a, 'POST', '/api/auth/logout', token)).status).toBe(200);
    expect(await verify(b, token)).toBe(401);
  });

  it('a password change on A ends the old session on B at once; the new token works there', async () => {
    const { token } = await signedInOnAUsedOnB();
    const change = await call(a, 'POST', '/api/auth/change-password', token, {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(change.status).toBe(200);
    expect(await verify(b, token)).toBe(401);
    expect(await verify(b, change.body.token as string)).toBe(200);
  });

  it('a password reset on A ends the session on B at once', async () => {
    const { email } = await signedInOnAUsedOnB();
    await call(a, 'POST', '/api/auth/password-reset/request', undefined, { email });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Reset'));
    const resetToken = tokenFromMail(mail, '/reset-password');
    // Signed in again and read by B just before the reset, well inside B's cache time.
    const login = await call(a, 'POST', '/api/auth/login', undefined, {
      email,
      password: STRONG_PASSWORD,
    });
    const token = login.body.token as string;
    expect(await verify(b, token)).toBe(200);
    const reset = await call(a, 'POST', '/api/auth/password-reset/reset', undefined, {
      token: resetToken,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await verify(b, token)).toBe(401);
  });

  it('sessions revoked by any other process (a provider take-over) end on B at once', async () => {
    const { token, userId } = await signedInOnAUsedOnB();
    await revokeUserSessions(database.db, userId);
    expect(await verify(b, token)).toBe(401);
  });

  it('caches nothing while the LISTEN connections are down, and listens again', async () => {
    const listeners = sql`FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'elevate-listen'`;
    const { token: first } = await signedInOnAUsedOnB();
    const count = async (where = sql``) =>
      rowsOf(await database.db.execute(sql`SELECT 1 ${listeners} ${where}`)).length;
    const gone = rowsOf<{ pid: number }>(
      await database.db.execute(sql`SELECT pid, pg_terminate_backend(pid) ${listeners}`),
    );
    expect(gone.length).toBe(3); // A's, B's and this test's own
    const pids = gone.map((row) => row.pid);
    // Each process notices its connection closed before it sees the next request.
    while ((await count(sql`AND pid IN ${pids}`)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Read by B while deaf: must not be cached, as B would not hear the sign-out below.
    expect(await verify(b, first)).toBe(200);
    expect((await call(a, 'POST', '/api/auth/logout', first)).status).toBe(200);
    expect(await verify(b, first)).toBe(401);

    // All three listen again within the retry delay, and revocations reach B again.
    const deadline = Date.now() + 10_000;
    const listening = () => count(sql`AND query ILIKE 'LISTEN%'`);
    while ((await listening()) < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await listening()).toBe(3);
    const { token: second } = await signedInOnAUsedOnB();
    expect((await call(a, 'POST', '/api/auth/logout', second)).status).toBe(200);
    expect(await verify(b, second)).toBe(401);
  });
});
