import { ACCESS_TOKEN_PREFIX } from '@elevate/shared/schemas/access-tokens';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { accessTokens } from '../../db/schema.ts';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { IDEMPOTENCY_MESSAGES as MSG, pruneIdempotencyKeys } from './idempotency-service.ts';

const { t, user } = signedInUserPerFile();

let sequence = 0;
/** A transaction's body whose description no other test uses. */
const expense = (label: string) => {
  sequence += 1;
  return {
    date: '2026-03-02',
    description: `${label} ${sequence}`,
    amount: 12.5,
    type: 'expense',
    category: 'Food',
  };
};

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (
  who: TestUser,
  method: Method,
  url: string,
  payload: object | undefined,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...who.headers, ...headers },
  });

const withKey = (key: string) => ({ 'idempotency-key': key });

async function countDescribed(description: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from transactions where description = ${description}`,
    ),
  );
  return row!.n;
}

describe('Idempotency-Key on a ledger write', () => {
  it('answers a repeat with the first answer, marked replayed, and writes once', async () => {
    const body = expense('Once');
    const first = await call(user, 'POST', '/api/transactions', body, withKey('once-1'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await call(user, 'POST', '/api/transactions', body, withKey('once-1'));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await countDescribed(body.description)).toBe(1);
    // The replay wrote nothing, so the activity log has the one create.
    await t.app.ledgerWritesLogged();
    const [logged] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ledger_activity
          where entity_id = ${(first.json() as { _id: string })._id}`,
      ),
    );
    expect(logged!.n).toBe(1);
  });

  it('writes once for a parallel burst of the same request, and never answers 5xx', async () => {
    const body = expense('Burst');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(user, 'POST', '/api/transactions', body, withKey('burst-1')),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    for (const status of statuses) expect([201, 409]).toContain(status);
    expect(statuses).toContain(201);
    for (const res of answers.filter((one) => one.statusCode === 409)) {
      expect(res.json()).toEqual({ msg: MSG.inProgress });
    }
    expect(await countDescribed(body.description)).toBe(1);
    const created = answers.filter((res) => res.statusCode === 201).map((res) => res.json());
    for (const one of created) expect(one).toEqual(created[0]);
  });

  it('refuses the key with another request (422), and another route or ledger is another request', async () => {
    const body = expense('Reused');
    expect(
      (await call(user, 'POST', '/api/transactions', body, withKey('reused-1'))).statusCode,
    ).toBe(201);
    const other = await call(
      user,
      'POST',
      '/api/transactions',
      { ...body, amount: 13 },
      withKey('reused-1'),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ msg: MSG.reused });
    expect(await countDescribed(body.description)).toBe(1);
  });

  it('answers 409 while the first request with the key still runs', async () => {
    const body = expense('Running');
    const first = await call(user, 'POST', '/api/transactions', body, withKey('running-1'));
    expect(first.statusCode).toBe(201);
    // As it stood while the first request ran: claimed, no answer yet.
    await t.database.db.execute(sql`update idempotency_keys set status = null, body = null
      where user_id = ${user.id} and key = 'running-1'`);
    const again = await call(user, 'POST', '/api/transactions', body, withKey('running-1'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: MSG.inProgress });
    expect(await countDescribed(body.description)).toBe(1);
    // A claim left by a server that stopped mid-request is taken again after ten minutes.
    await t.database.db.execute(sql`update idempotency_keys
      set created_at = now() - interval '11 minutes'
      where user_id = ${user.id} and key = 'running-1'`);
    const retried = await call(user, 'POST', '/api/transactions', body, withKey('running-1'));
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it("keeps each user's keys apart", async () => {
    const other = await createTestUser(t);
    const body = expense('Apart');
    const mine = await call(user, 'POST', '/api/transactions', body, withKey('apart-1'));
    const theirs = await call(other, 'POST', '/api/transactions', body, withKey('apart-1'));
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()._id).not.toBe(mine.json()._id);
    expect(await countDescribed(body.description)).toBe(2);
  });

  it('answers a repeated DELETE with its kept 200, not a 404', async () => {
    const created = await call(user, 'POST', '/api/transactions', expense('Deleted'));
    const id = (created.json() as { _id: string })._id;
    const first = await call(
      user,
      'DELETE',
      `/api/transactions/${id}`,
      undefined,
      withKey('del-1'),
    );
    expect(first.statusCode).toBe(200);
    const again = await call(
      user,
      'DELETE',
      `/api/transactions/${id}`,
      undefined,
      withKey('del-1'),
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ success: true });
    // Without the key the row is simply gone.
    expect((await call(user, 'DELETE', `/api/transactions/${id}`, undefined)).statusCode).toBe(404);
  });

  it('keeps a client error (a refused body) and answers it again', async () => {
    const bad = { ...expense('Refused'), description: '' };
    const first = await call(user, 'POST', '/api/transactions', bad, withKey('bad-1'));
    expect(first.statusCode).toBe(400);
    const again = await call(user, 'POST', '/api/transactions', bad, withKey('bad-1'));
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a malformed key with 400 and claims nothing', async () => {
    const msg = MSG.invalid;
    for (const key of ['k'.repeat(201), 'tab\there', 'é-not-ascii']) {
      const res = await call(user, 'POST', '/api/transactions', expense('Malformed'), {
        'idempotency-key': key,
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({ errors: [{ param: 'Idempotency-Key', msg }] });
    }
    const longest = await call(
      user,
      'POST',
      '/api/transactions',
      expense('Longest'),
      withKey('k'.repeat(200)),
    );
    expect(longest.statusCode).toBe(201);
  });

  it('still needs the CSRF header of a session, and a refused request claims nothing', async () => {
    const body = expense('Csrf');
    const { authorization } = user.headers;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      payload: body,
      headers: { authorization: authorization!, ...withKey('csrf-1') },
    });
    expect(refused.statusCode).toBe(403);
    const res = await call(user, 'POST', '/api/transactions', body, withKey('csrf-1'));
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets keys after 24 hours: pruned, or claimed again when not pruned yet', async () => {
    const body = expense('Old');
    await call(user, 'POST', '/api/transactions', body, withKey('old-1'));
    await call(user, 'POST', '/api/transactions', body, withKey('old-2'));
    await t.database.db.execute(sql`update idempotency_keys
      set created_at = now() - interval '25 hours'
      where user_id = ${user.id} and key in ('old-1', 'old-2')`);
    // A day-old key not pruned yet is not replayed.
    const reclaimed = await call(user, 'POST', '/api/transactions', body, withKey('old-2'));
    expect(reclaimed.headers['idempotent-replayed']).toBeUndefined();
    expect(await pruneIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = rowsOf<{ key: string }>(
      await t.database.db.execute(sql`select key from idempotency_keys
        where user_id = ${user.id} and key in ('old-1', 'old-2')`),
    );
    // old-2 was claimed again just now: it stays.
    expect(left.map((row) => row.key)).toEqual(['old-2']);
    const again = await call(user, 'POST', '/api/transactions', body, withKey('old-1'));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countDescribed(body.description)).toBe(4);
    // A clock a day ahead prunes the fresh ones too.
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await pruneIdempotencyKeys(t.database.db, later)).toBeGreaterThanOrEqual(2);
  });

  it('works with a personal access token, sharing the keys of its user', async () => {
    const token = `${ACCESS_TOKEN_PREFIX}${generateToken()}`;
    await t.database.db.insert(accessTokens).values({
      userId: user.id,
      name: 'Phone sync',
      scope: 'read-write',
      tokenHash: hashToken(token),
    });
    const body = expense('Token');
    const asScript = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        payload: body,
        headers: { authorization: `Bearer ${token}`, ...withKey('token-1') },
      });
    const first = await asScript();
    expect(first.statusCode, first.body).toBe(201);
    const again = await asScript();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The same user in the browser meets the same key.
    const browser = await call(user, 'POST', '/api/transactions', body, withKey('token-1'));
    expect(browser.headers['idempotent-replayed']).toBe('true');
    expect(await countDescribed(body.description)).toBe(1);
  });

  it('goes with its user', async () => {
    const leaving = await createTestUser(t);
    await call(leaving, 'POST', '/api/transactions', expense('Leaving'), withKey('leaving-1'));
    await t.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from idempotency_keys where user_id = ${leaving.id}`,
      ),
    );
    expect(row!.n).toBe(0);
  });

  it('documents the header on ledger writes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const names = (op: { parameters?: { name: string; in: string }[] }) =>
      (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(names(doc.paths['/api/transactions'].post)).toContain('Idempotency-Key');
    expect(names(doc.paths['/api/transactions/{id}'].put)).toEqual(
      expect.arrayContaining(['Idempotency-Key', 'If-Match']),
    );
    expect(names(doc.paths['/api/transactions/{id}'].delete)).toContain('If-Match');
    expect(names(doc.paths['/api/transactions'].get)).not.toContain('Idempotency-Key');
    expect(doc.paths['/api/transactions/{id}'].put.responses['409']).toBeDefined();
    expect(doc.paths['/api/transactions/{id}'].delete.responses['409']).toBeDefined();
    expect(doc.paths['/api/transactions'].post.responses['422']).toBeDefined();
  });
});
