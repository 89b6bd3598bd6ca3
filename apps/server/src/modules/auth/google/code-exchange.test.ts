import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, signInCodes, users } from '../../../db/schema.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { createTestUser } from '../../../test/app.ts';
import { bearer, freshAddress, uniqueEmail } from '../../../test/auth.ts';
import { appWithProviderPerFile } from '../../../test/per-file.ts';

const REFUSED = { msg: 'Invalid or expired sign-in code' };

const { t, provider, flow } = appWithProviderPerFile();

/** A provider sign-in up to our redirect back into the app, for a new identity. */
async function providerReturn() {
  const subject = `sub-${uniqueEmail('x')}`;
  const email = uniqueEmail('code');
  provider.accounts.set(subject, { email, email_verified: true });
  const back = await flow.signIn(subject);
  return { ...back, email, code: flow.codeOf(back) };
}

const statusWithBearer = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode;

describe('the one-time code of a provider sign-in', () => {
  it('is all the return link carries: no session exists until it is exchanged', async () => {
    const back = await providerReturn();
    expect([...back.location.searchParams.keys()]).toEqual(['token', 'provider']);
    expect(back.code).toMatch(/^[\w-]{43}$/);
    expect(await statusWithBearer(back.code)).toBe(401);
    const userSessions = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, back.email));
    expect(userSessions).toEqual([]);
    // Only its hash is stored.
    const stored = await t.database.db.select().from(signInCodes);
    expect(stored.map((row) => row.codeHash)).toContain(hashToken(back.code));
    expect(JSON.stringify(stored)).not.toContain(back.code);
  });

  it('keeps only the browser key in the flow cookie, for the 60 s the code lives', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const subject = `sub-${uniqueEmail('cookie')}`;
    provider.accounts.set(subject, { email: uniqueEmail('cookie'), email_verified: true });
    const back = await provider.signIn(String(start.headers.location), subject);
    const callback = await t.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { cookie: String(start.headers['set-cookie']).split(';')[0]! },
    });
    const cookie = String(callback.headers['set-cookie']);
    expect(cookie).toMatch(/^oidc_flow=[\w-]+; Max-Age=60; Path=\/api\/auth\/google; HttpOnly/);
  });

  it('is exchanged once for a session token; a second use is refused', async () => {
    const back = await providerReturn();
    const first = await flow.exchange(back.code, back.browserCookie);
    expect(first.statusCode).toBe(200);
    expect(await statusWithBearer(first.json().token)).toBe(200);
    const again = await flow.exchange(back.code, back.browserCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(REFUSED);
  });

  it("is refused with another browser's flow cookie or none, and stays usable for its own", async () => {
    const victim = await providerReturn();
    const attacker = await providerReturn();
    for (const cookie of [attacker.browserCookie, '']) {
      const res = await flow.exchange(victim.code, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
    expect((await flow.exchange(victim.code, victim.browserCookie)).statusCode).toBe(200);
  });

  it('is refused once expired', async () => {
    const back = await providerReturn();
    await t.database.db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.codeHash, hashToken(back.code)));
    const res = await flow.exchange(back.code, back.browserCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(REFUSED);
  });

  it('is valid for 60 seconds from the database clock', async () => {
    const back = await providerReturn();
    const [row] = await t.database.db
      .select({ seconds: sql<number>`extract(epoch from expires_at - created_at)::float8` })
      .from(signInCodes)
      .where(eq(signInCodes.codeHash, hashToken(back.code)));
    expect(row?.seconds).toBeCloseTo(60, 0);
  });

  it('cannot be replaced by a session token', async () => {
    const other = await createTestUser(t);
    const back = await providerReturn();
    const mine = await flow.exchange(back.code, back.browserCookie);
    for (const token of [other.token, mine.json().token as string]) {
      const next = await providerReturn();
      const res = await flow.exchange(token, next.browserCookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it('yields exactly one session token to a parallel burst of exchanges', async () => {
    const back = await providerReturn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => flow.exchange(back.code, back.browserCookie)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(400)]);
  });

  it('is exchanged at a documented endpoint that needs the CSRF header', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const route = doc.paths['/api/auth/google/exchange'].post;
    expect(route.security).toEqual([{ csrfToken: [] }]);
    expect(route.requestBody.content['application/json'].schema.required).toEqual(['code']);
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '400']));
  });

  it('needs the CSRF header and a well-formed body', async () => {
    const back = await providerReturn();
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      payload: { code: back.code },
      headers: { cookie: back.browserCookie },
      remoteAddress: freshAddress(),
    });
    expect(noCsrf.statusCode).toBe(403);
    for (const payload of [{}, { code: '' }, { code: 'x'.repeat(513) }, { code: 1 }]) {
      const res = await flow.exchangeRaw(payload, back.browserCookie);
      expect(res.statusCode).toBe(400);
    }
    // Refused requests did not use the code up.
    expect((await flow.exchange(back.code, back.browserCookie)).statusCode).toBe(200);
  });
});
