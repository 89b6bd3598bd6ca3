import { LEDGER_HEADER } from '@elevate/shared/contract/endpoint';
import { ACCESS_TOKEN_MESSAGES as MSG } from '@elevate/shared/schemas/access-tokens';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { bearer, send, STRONG_PASSWORD } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';
import { hashPassword } from '../auth/passwords.ts';
import { clearUnprovenCredentials } from '../auth/credential-state.ts';

const { t, smtp } = appWithMailPerFile();
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(STRONG_PASSWORD);
});

const passwordUser = () => createTestUser(t, { passwordHash });
const expense = {
  date: '2026-03-02',
  description: 'Script',
  amount: 4.5,
  type: 'expense',
  category: 'Food',
};

async function mint(user: TestUser, body: object = {}) {
  const res = await send(
    t,
    'POST',
    '/api/tokens',
    {
      name: 'Deploy script',
      scope: 'read-write',
      password: STRONG_PASSWORD,
      ...body,
    },
    { headers: user.headers },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; token: string; scope: string; expiresAt: string | null };
}

/** A call as a script makes it: the token, no cookie, no CSRF header. */
const asScript = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...bearer(token), ...headers } });

describe('creating an access token', () => {
  it('needs the password, answers the secret once and mails a notice', async () => {
    const user = await passwordUser();
    const without = await send(
      t,
      'POST',
      '/api/tokens',
      { name: 'X', scope: 'read' },
      { headers: user.headers },
    );
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      errors: [{ param: 'password', msg: 'Enter your password to confirm.' }],
    });
    const wrong = await send(
      t,
      'POST',
      '/api/tokens',
      { name: 'X', scope: 'read', password: 'Wr0ng!Pass' },
      { headers: user.headers },
    );
    expect(wrong.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tokens', headers: user.headers })).json(),
    ).toEqual({ tokens: [] });

    const created = await mint(user, { scope: 'read' });
    expect(created.token).toMatch(/^elv_[A-Za-z0-9_-]{43}$/);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/tokens', headers: user.headers })
    ).json();
    expect(list.tokens).toEqual([
      expect.objectContaining({
        _id: created._id,
        name: 'Deploy script',
        scope: 'read',
        ledgerId: null,
        lastUsedAt: null,
        expiresAt: null,
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(created.token);
    const [stored] = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(
        sql`select token_hash from access_tokens where id = ${created._id}`,
      ),
    );
    expect(stored!.token_hash).not.toContain(created.token.slice(4));
    const mail = await smtp.waitFor(
      (m) => m.to.includes(user.email) && /access token/i.test(m.subject),
    );
    expect(mail.text).toContain('"Deploy script"');
  });

  it('refuses bad input with field errors, and a ledger the user is not in', async () => {
    const user = await passwordUser();
    const stranger = await passwordUser();
    const theirs = await createSharedLedger(t.database.db, stranger);
    const post = (body: object) =>
      send(
        t,
        'POST',
        '/api/tokens',
        { name: 'X', scope: 'read', password: STRONG_PASSWORD, ...body },
        { headers: user.headers },
      );
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: 'a\nb' }, 'name', 'Name must be on one line'],
      [{ name: 'x'.repeat(65) }, 'name', 'Name must be at most 64 characters'],
      [{ scope: 'admin' }, 'scope', MSG.scope],
      [{ expiresAt: '2020-01-01' }, 'expiresAt', MSG.expiryPast],
      [{ ledgerId: theirs }, 'ledgerId', MSG.ledgerNotFound],
    ];
    for (const [body, param, msg] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ param, msg });
    }
    expect((await post({ extra: true })).statusCode).toBe(400);
    const [count] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from access_tokens where user_id = ${user.id}`,
      ),
    );
    expect(count?.n).toBe(0);
  });

  it('keeps at most 50 per user, even against a burst', async () => {
    const user = await passwordUser();
    await t.database.db.execute(sql`
      insert into access_tokens (user_id, name, scope, token_hash)
      select ${user.id}, 'Old ' || i, 'read', 'hash-' || ${user.id} || i from generate_series(1, 48) i`);
    const burst = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        send(
          t,
          'POST',
          '/api/tokens',
          { name: `New ${i}`, scope: 'read', password: STRONG_PASSWORD },
          { headers: user.headers },
        ),
      ),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(burst.find((r) => r.statusCode === 409)!.json()).toEqual({ msg: MSG.tooMany });
  });
});

describe('a script with a token', () => {
  it('reads and writes ledger data without a CSRF token, and its use is recorded', async () => {
    const user = await passwordUser();
    const { token, _id } = await mint(user);
    const added = await asScript(token, 'POST', '/api/transactions', expense);
    expect(added.statusCode, added.body).toBe(201);
    const list = await asScript(token, 'GET', '/api/transactions?limit=5');
    expect(list.json().transactions.map((x: { description: string }) => x.description)).toEqual([
      'Script',
    ]);
    // The same row the owner's browser sees.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/transactions?limit=5',
      headers: user.headers,
    });
    expect(own.json().transactions[0]._id).toBe(added.json()._id);
    const tokens = (
      await t.app.inject({ method: 'GET', url: '/api/tokens', headers: user.headers })
    ).json().tokens;
    expect(tokens.find((x: { _id: string }) => x._id === _id).lastUsedAt).not.toBeNull();
  });

  it('with a read token may read but not change anything', async () => {
    const user = await passwordUser();
    const { token } = await mint(user, { scope: 'read' });
    expect((await asScript(token, 'GET', '/api/budgets')).statusCode).toBe(200);
    const write = await asScript(token, 'POST', '/api/transactions', expense);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ msg: MSG.readOnly });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/transactions',
      headers: user.headers,
    });
    expect(own.json().transactions).toEqual([]);
  });

  it('stops at once when revoked or expired, and another user cannot revoke it', async () => {
    const user = await passwordUser();
    const other = await passwordUser();
    const { token, _id } = await mint(user);
    expect(
      (await send(t, 'DELETE', `/api/tokens/${_id}`, undefined, { headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect((await asScript(token, 'GET', '/api/transactions')).statusCode).toBe(200);
    expect(
      (await send(t, 'DELETE', `/api/tokens/${_id}`, undefined, { headers: user.headers }))
        .statusCode,
    ).toBe(200);
    expect((await asScript(token, 'GET', '/api/transactions')).statusCode).toBe(401);

    const second = await mint(user, {
      expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(Date.parse(second.expiresAt!)).toBeGreaterThan(Date.now() + 3 * 86_400_000 - 86_400_000);
    expect((await asScript(second.token, 'GET', '/api/transactions')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 second' where id = ${second._id}`,
    );
    expect((await asScript(second.token, 'GET', '/api/transactions')).statusCode).toBe(401);
    expect((await asScript('elv_' + 'x'.repeat(43), 'GET', '/api/transactions')).statusCode).toBe(
      401,
    );
  });

  it('bound to a ledger acts there only, and as its member only', async () => {
    const owner = await passwordUser();
    const editor = await passwordUser();
    const household = await createSharedLedger(t.database.db, owner, [
      { user: editor, role: 'editor' },
    ]);
    const { token } = await mint(editor, { ledgerId: household });
    const added = await asScript(token, 'POST', '/api/transactions', expense);
    expect(added.statusCode, added.body).toBe(201);
    const shared = await t.app.inject({
      method: 'GET',
      url: '/api/transactions',
      headers: { ...owner.headers, [LEDGER_HEADER]: household },
    });
    expect(shared.json().transactions.map((x: { _id: string }) => x._id)).toEqual([
      added.json()._id,
    ]);
    // The editor's personal ledger, named or not, is out of its reach.
    const personal = await asScript(token, 'GET', '/api/transactions', undefined, {
      [LEDGER_HEADER]: editor.id,
    });
    expect(personal.statusCode).toBe(404);
    await t.database.db.execute(
      sql`delete from ledger_members where ledger_id = ${household} and user_id = ${editor.id}`,
    );
    expect((await asScript(token, 'GET', '/api/transactions')).statusCode).toBe(404);
  });

  it('goes with an account taken over from its unproven registrant', async () => {
    const user = await passwordUser();
    const { token } = await mint(user);
    await clearUnprovenCredentials(t.database.db, user.id);
    expect((await asScript(token, 'GET', '/api/transactions')).statusCode).toBe(401);
  });
});
