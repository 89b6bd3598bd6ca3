import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMembers } from '../../db/schema.ts';
import type { ServerProcess } from '../../test/server-process.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';
import { startTwoServers, type TwoServers } from '../../test/two-servers.ts';

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
  let servers: TwoServers;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    servers = await startTwoServers(adminUrl);
    ({ a, b } = servers);
  });
  afterAll(() => servers?.stop());

  const person = (name: string) => servers.person(name);

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
    const ledger = await createSharedLedger(servers.database.db, owner, [
      { user: editor, role: 'editor' },
    ]);
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
    await servers.database.db
      .delete(ledgerMembers)
      .where(and(eq(ledgerMembers.ledgerId, ledger), eq(ledgerMembers.userId, editor.id)));
    expect(await write()).toBe(404);
  });

  it('a budget month start day changed on A is the one B reads with at once', async () => {
    const { owner, editor, ledger } = await editorKeptByB();
    const decemberOn = async (token: string, shared: boolean) => {
      const res = await fetch(`${b.url}/api/transactions?month=2026-12`, {
        headers: { authorization: `Bearer ${token}`, ...(shared ? { 'x-ledger-id': ledger } : {}) },
      });
      return ((await res.json()) as { transactions: unknown[] }).transactions.length;
    };
    // B keeps the owner's session (with their personal ledger's day) and the editor's membership.
    expect(
      await call(b, owner.token, 'POST', '/api/transactions', { body: { ...coffee, amount: 1 } }),
    ).toBe(201);
    expect([await decemberOn(owner.token, false), await decemberOn(editor.token, true)]).toEqual([
      0, 0,
    ]);
    // With day 2, 2 November opens December's budget.
    for (const id of [ledger, owner.id]) {
      const body = { monthStartDay: 2 };
      expect(await call(a, owner.token, 'PUT', `/api/ledgers/${id}`, { body })).toBe(200);
    }
    expect([await decemberOn(owner.token, false), await decemberOn(editor.token, true)]).toEqual([
      1, 2,
    ]);
  });

  it('a member who leaves on A is refused by B at once', async () => {
    const { editor, ledger, write } = await editorKeptByB();
    expect(
      await call(a, editor.token, 'DELETE', `/api/ledgers/${ledger}/members/${editor.id}`),
    ).toBe(200);
    expect(await write()).toBe(404);
  });
});
