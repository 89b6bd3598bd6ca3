import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { ledgerMembers, users } from '../../db/schema.ts';
import { uniqueEmail } from '../../test/auth.ts';
import {
  createPostgresDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';
import { createSession } from '../auth/session-store.ts';

// Several processes share one database only on PostgreSQL: vitest.config.ts picks up
// *.pg.test.ts files only when TEST_DATABASE_URL is set. PGlite keeps no memberships.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

const csrf = randomBytes(32).toString('base64url');
const coffee = {
  date: '2026-11-02T00:00:00.000Z',
  description: 'Coffee',
  amount: 3.5,
  type: 'expense',
  category: 'Dining Out',
};

describe('kept memberships across server processes (PostgreSQL only)', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl);
    drop = created.drop;
    const env = { DATABASE_URL: created.url, APP_URL: 'http://127.0.0.1:5173' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    database = await openDatabase({ databaseUrl: created.url });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await drop?.();
  });

  async function person(name: string) {
    const [user] = await database.db
      .insert(users)
      .values({ email: uniqueEmail('kept'), name, isVerified: true })
      .returning({ id: users.id });
    const token = await createSession(database.db, user!.id, { viaProvider: true });
    return { id: user!.id, token };
  }

  async function call(
    server: ServerProcess,
    token: string,
    method: string,
    path: string,
    options: { ledger?: string; body?: object } = {},
  ) {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(options.ledger ? { 'x-ledger-id': options.ledger } : {}),
        ...(method === 'GET' ? {} : { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf }),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    await res.arrayBuffer();
    return res.status;
  }

  /** An owner and an editor of a new ledger; the editor's role is now kept by B. */
  async function editorKeptByB() {
    const owner = await person('Olga');
    const editor = await person('Eddie');
    const ledger = await createSharedLedger(database.db, owner, [{ user: editor, role: 'editor' }]);
    const write = () =>
      call(b, editor.token, 'POST', '/api/transactions', { ledger, body: coffee });
    expect(await write()).toBe(201);
    expect(await write()).toBe(201);
    return { owner, editor, ledger, write };
  }

  it('a member removed on A is a stranger to B on their very next request', async () => {
    const { owner, editor, ledger, write } = await editorKeptByB();
    expect(
      await call(a, owner.token, 'DELETE', `/api/ledgers/${ledger}/members/${editor.id}`),
    ).toBe(200);
    expect(await write()).toBe(404);
    expect(await call(b, editor.token, 'GET', '/api/transactions?page=1&limit=5', { ledger })).toBe(
      404,
    );
  });

  it('an editor made a viewer on A can no longer write on B, at once', async () => {
    const { owner, editor, ledger, write } = await editorKeptByB();
    expect(
      await call(a, owner.token, 'PUT', `/api/ledgers/${ledger}/members/${editor.id}`, {
        body: { role: 'viewer' },
      }),
    ).toBe(200);
    expect(await write()).toBe(403);
    expect(await call(b, editor.token, 'GET', '/api/transactions?page=1&limit=5', { ledger })).toBe(
      200,
    );
  });

  it('a membership deleted by anyone else (an operator in psql) ends on B at once', async () => {
    const { editor, ledger, write } = await editorKeptByB();
    await database.db
      .delete(ledgerMembers)
      .where(and(eq(ledgerMembers.ledgerId, ledger), eq(ledgerMembers.userId, editor.id)));
    expect(await write()).toBe(404);
  });

  it('a member who leaves on A is refused by B at once', async () => {
    const { editor, ledger, write } = await editorKeptByB();
    expect(
      await call(a, editor.token, 'DELETE', `/api/ledgers/${ledger}/members/${editor.id}`),
    ).toBe(200);
    expect(await write()).toBe(404);
  });
});
