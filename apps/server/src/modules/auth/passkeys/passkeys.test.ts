import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, users, webauthnChallenges } from '../../../db/schema.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/app.ts';
import { send, STRONG_PASSWORD } from '../../../test/auth.ts';
import { SoftAuthenticator } from '../../../test/soft-authenticator.ts';
import { totpCode } from '../../../test/totp.ts';
import { hashPassword } from '../passwords.ts';

const APP_URL = 'http://localhost:3000';
let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  passwordHash = await hashPassword(STRONG_PASSWORD);
});
afterAll(() => t.close());

const post = (url: string, user: TestUser | null, payload?: object) =>
  send(
    t,
    'POST',
    url,
    payload,
    user ? { headers: { authorization: user.headers.authorization! } } : {},
  );

/** A password-less user confirms by its fresh (provider) session; the password is checked only where one is set. */
async function registerPasskey(user: TestUser, name = 'Laptop') {
  const authenticator = new SoftAuthenticator(APP_URL);
  const options = (
    await post('/api/auth/passkeys/registration-options', user, { password: STRONG_PASSWORD })
  ).json().options;
  expect(options.rp).toEqual({ name: 'Elevate', id: 'localhost' });
  expect(options.authenticatorSelection.residentKey).toBe('required');
  const res = await post('/api/auth/passkeys', user, {
    name,
    response: authenticator.register(options),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { authenticator, passkey: res.json() };
}

const signInOptions = async () =>
  (await post('/api/auth/passkeys/sign-in-options', null)).json().options;
const signIn = (response: object) => post('/api/auth/passkeys/sign-in', null, { response });
const list = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/auth/passkeys', headers: user.headers })).json().passkeys;

describe('passkey registration', () => {
  it('registers several named passkeys, listed newest first with their dates', async () => {
    const user = await createTestUser(t);
    const { passkey } = await registerPasskey(user, 'Laptop');
    expect(passkey).toEqual({
      id: expect.any(String),
      name: 'Laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    await registerPasskey(user, 'Phone');
    expect((await list(user)).map((p: { name: string }) => p.name)).toEqual(['Phone', 'Laptop']);
  });

  it('refuses a response to a challenge used, expired, of another user, or from another origin', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const authenticator = new SoftAuthenticator(APP_URL);
    const options = (await post('/api/auth/passkeys/registration-options', user, {})).json()
      .options;
    const response = authenticator.register(options);
    // Another user cannot register with this user's challenge ...
    expect((await post('/api/auth/passkeys', other, { name: 'x', response })).statusCode).toBe(400);
    const foreign = new SoftAuthenticator('https://evil.example', 'localhost');
    const opts2 = (await post('/api/auth/passkeys/registration-options', user, {})).json().options;
    const wrongOrigin = await post('/api/auth/passkeys', user, {
      name: 'x',
      response: foreign.register(opts2),
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json()).toEqual({ msg: 'The passkey could not be registered' });
    const opts3 = (await post('/api/auth/passkeys/registration-options', user, {})).json().options;
    await t.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.userId, user.id));
    const late = await post('/api/auth/passkeys', user, {
      name: 'x',
      response: authenticator.register(opts3),
    });
    expect(late.statusCode).toBe(400);
    expect(await list(user)).toEqual([]);
  });

  it('refuses malformed responses with 400 and the same credential twice with 409', async () => {
    const user = await createTestUser(t);
    const bad = await post('/api/auth/passkeys', user, {
      name: 'x',
      response: { id: '!!', rawId: 'a', type: 'public-key', response: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.length).toBeGreaterThan(0);
    const { authenticator } = await registerPasskey(user);
    const options = (await post('/api/auth/passkeys/registration-options', user, {})).json()
      .options;
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);
    const again = await post('/api/auth/passkeys', user, {
      name: 'Again',
      response: authenticator.register(options),
    });
    expect(again.statusCode).toBe(409);
  });

  it("removes a passkey; another user's passkey id answers 404 and stays", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const { passkey } = await registerPasskey(user);
    const foreign = await send(t, 'DELETE', `/api/auth/passkeys/${passkey.id}`, undefined, {
      headers: { authorization: other.headers.authorization! },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ msg: 'Passkey not found' });
    expect(await list(user)).toHaveLength(1);
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/passkeys/${passkey.id}`,
      headers: { authorization: user.headers.authorization! },
    });
    expect(noCsrf.statusCode).toBe(403);
    const mine = await send(t, 'DELETE', `/api/auth/passkeys/${passkey.id}`, undefined, {
      headers: { authorization: user.headers.authorization! },
    });
    expect(mine.statusCode).toBe(200);
    expect(await list(user)).toEqual([]);
  });
});

describe('sign-in with a passkey', () => {
  it('signs in without a password and records the last use', async () => {
    const user = await createTestUser(t);
    const { authenticator } = await registerPasskey(user);
    const options = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await signIn(authenticator.assert(options));
    expect(res.statusCode, res.body).toBe(200);
    const check = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(check.json().email).toBe(user.email);
    expect((await list(user))[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a replayed assertion, an unknown passkey, no user verification and a removed passkey', async () => {
    const user = await createTestUser(t);
    const { authenticator, passkey } = await registerPasskey(user);
    const assertion = authenticator.assert(await signInOptions());
    expect((await signIn(assertion)).statusCode).toBe(200);
    const replay = await signIn(assertion);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ msg: 'The passkey could not be verified' });
    const stranger = new SoftAuthenticator(APP_URL);
    expect((await signIn(stranger.assert(await signInOptions()))).statusCode).toBe(401);
    const noUv = authenticator.assert(await signInOptions(), { userVerified: false });
    expect((await signIn(noUv)).statusCode).toBe(401);
    await send(t, 'DELETE', `/api/auth/passkeys/${passkey.id}`, undefined, {
      headers: { authorization: user.headers.authorization! },
    });
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(401);
  });

  it('refuses an unverified account like the password sign-in does', async () => {
    const user = await createTestUser(t);
    const { authenticator } = await registerPasskey(user);
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));
    const res = await signIn(authenticator.assert(await signInOptions()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Please verify your email address before logging in.' });
  });
});

describe('a passkey as the second factor', () => {
  async function enrolled() {
    const user = await createTestUser(t, { passwordHash });
    const { secret } = (
      await post('/api/auth/2fa/totp/setup', user, { password: STRONG_PASSWORD })
    ).json();
    expect(
      (await post('/api/auth/2fa/totp/enable', user, { code: totpCode(secret) })).statusCode,
    ).toBe(200);
    return user;
  }
  const challenge = async (user: TestUser) => {
    const res = await send(t, 'POST', '/api/auth/login', {
      email: user.email,
      password: STRONG_PASSWORD,
    });
    expect(res.json().passkey).toBe(true);
    return res.json().challenge as string;
  };

  it("answers the challenge with the account's passkey", async () => {
    const user = await enrolled();
    const { authenticator } = await registerPasskey(user);
    const c = await challenge(user);
    const options = (await post('/api/auth/2fa/passkey-options', null, { challenge: c })).json()
      .options;
    expect(options.allowCredentials.map((a: { id: string }) => a.id)).toEqual([authenticator.id]);
    const res = await post('/api/auth/2fa/verify', null, {
      challenge: c,
      passkey: authenticator.assert(options),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String) });
  });

  it("refuses another account's passkey, a sign-in ceremony's assertion and an unknown challenge", async () => {
    const user = await enrolled();
    await registerPasskey(user);
    const other = await createTestUser(t);
    const { authenticator: theirs } = await registerPasskey(other);
    const c = await challenge(user);
    const options = (await post('/api/auth/2fa/passkey-options', null, { challenge: c })).json()
      .options;
    const res = await post('/api/auth/2fa/verify', null, {
      challenge: c,
      passkey: theirs.assert(options),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'The passkey could not be verified' });
    const crossed = await post('/api/auth/2fa/verify', null, {
      challenge: c,
      passkey: theirs.assert(await signInOptions()),
    });
    expect(crossed.statusCode).toBe(401);
    expect(
      (await post('/api/auth/2fa/passkey-options', null, { challenge: 'nope' })).statusCode,
    ).toBe(401);
    await t.database.db.delete(passkeys).where(eq(passkeys.userId, other.id));
  });
});
