import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { users } from '../../../db/schema.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/app.ts';
import { bearer, send, STRONG_PASSWORD, uniqueEmail } from '../../../test/auth.ts';
import { providerFlow } from '../../../test/provider-flow.ts';
import { appWithProviderPerFile, PROVIDER_APP_URL } from '../../../test/per-file.ts';

const APP_URL = PROVIDER_APP_URL;
const CALLBACK = `${APP_URL}/api/auth/google/callback`;
const FAILED = `${APP_URL}/login?error=oauth_failed`;

const { t, provider, flow } = appWithProviderPerFile();

const userOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json();
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const login = (email: string) =>
  send(t, 'POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
const register = async (name: string, email: string) => {
  const res = await send(t, 'POST', '/api/auth/register', {
    name,
    email,
    password: STRONG_PASSWORD,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { token: string }).token;
};

describe('Google / OpenID Connect sign-in', () => {
  it('starts with PKCE S256, state and nonce bound to a short-lived HttpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^oidc_flow=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('Path=/api/auth/google');
  });

  it('creates a verified user for a new identity and signs in through the one-time code', async () => {
    const email = uniqueEmail('google');
    provider.accounts.set('sub-new', { email, email_verified: true, name: 'New Person' });
    const back = await flow.signIn('sub-new');
    expect(`${back.location.origin}${back.location.pathname}`).toBe(`${APP_URL}/auth/callback`);
    expect(back.location.searchParams.get('provider')).toBe('google');
    const token = (await flow.exchange(flow.codeOf(back), back.browserCookie)).json().token;
    expect(await userOf(token)).toEqual({
      id: expect.any(String),
      email,
      name: 'New Person',
      isVerified: true,
      hasCompletedOnboarding: false,
      locale: null,
    });

    const again = await flow.sessionFor('sub-new');
    expect(again).not.toBe(token);
    expect((await userOf(again)).email).toBe(email);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('links to a verified password account and leaves its password and sessions alone', async () => {
    const email = uniqueEmail('linked');
    const ownSession = await register('Pat', email);
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.email, email));
    provider.accounts.set('sub-pat', { email: email.toUpperCase(), email_verified: true });
    const token = await flow.sessionFor('sub-pat');
    expect(await userOf(token)).toMatchObject({ email, name: 'Pat', isVerified: true });
    expect((await userRow(email))?.googleSubject).toBe('sub-pat');
    expect((await login(email)).statusCode).toBe(200);
    expect((await userOf(ownSession)).email).toBe(email);
  });

  it('takes over an unverified account: the registrant loses password and sessions', async () => {
    // The attacker registers the victim's address with a password of their own …
    const email = uniqueEmail('victim');
    const attackerSession = await register('Mallory', email);
    expect((await userOf(attackerSession)).email).toBe(email);
    // … and the real owner later continues with Google, whose e-mail is verified.
    provider.accounts.set('sub-victim', { email, email_verified: true, name: 'Victor' });
    const victimSession = await flow.sessionFor('sub-victim');
    expect(await userOf(victimSession)).toMatchObject({ email, isVerified: true });

    const attackerLogin = await login(email);
    expect(attackerLogin.statusCode).toBe(401);
    expect(attackerLogin.json()).toEqual({ msg: 'Invalid email or password' });
    const attackerRead = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(attackerSession),
    });
    expect(attackerRead.statusCode).toBe(401);
    const row = await userRow(email);
    expect(row).toMatchObject({
      passwordHash: null,
      googleSubject: 'sub-victim',
      isVerified: true,
    });
  });

  it('finds a returning identity by its subject even after its e-mail changed', async () => {
    const email = uniqueEmail('before');
    provider.accounts.set('sub-mover', { email, email_verified: true, name: 'Mover' });
    const first = await userOf(await flow.sessionFor('sub-mover'));
    provider.accounts.set('sub-mover', { email: uniqueEmail('after'), email_verified: true });
    const second = await userOf(await flow.sessionFor('sub-mover'));
    expect(second).toEqual(first);
  });

  it('marks a returning identity verified once the provider vouches for its e-mail', async () => {
    const email = uniqueEmail('legacy');
    await t.database.db
      .insert(users)
      .values({ email, name: 'Legacy', isVerified: false, googleSubject: 'sub-legacy' });
    provider.accounts.set('sub-legacy', { email, email_verified: true });
    expect(await userOf(await flow.sessionFor('sub-legacy'))).toMatchObject({ isVerified: true });
  });

  it('creates no account when the provider has not verified the e-mail', async () => {
    const email = uniqueEmail('fresh-unverified');
    provider.accounts.set('sub-fresh', { email, email_verified: false });
    const back = await flow.signIn('sub-fresh');
    expect(back.location.href).toBe(FAILED);
    expect(back.browserCookie).toBe('');
    expect(await userRow(email)).toBeUndefined();
    const [bySubject] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.googleSubject, 'sub-fresh'));
    expect(bySubject).toBeUndefined();
  });

  it('refuses to link by an e-mail the provider has not verified, and changes nothing', async () => {
    const email = uniqueEmail('unverified');
    const ownSession = await register('Sam', email);
    provider.accounts.set('sub-sam', { email, email_verified: false });
    expect((await flow.signIn('sub-sam')).location.href).toBe(FAILED);
    expect((await userRow(email))?.googleSubject).toBeNull();
    // The registrant's password still works as before: only the e-mail is unproven.
    expect((await login(email)).json()).toEqual({
      msg: 'Please verify your email address before logging in.',
    });
    expect((await userOf(ownSession)).email).toBe(email);
  });

  it('refuses a returning identity whose e-mail the provider no longer verifies', async () => {
    provider.accounts.set('sub-lapsed', { email: uniqueEmail('lapsed'), email_verified: true });
    await flow.sessionFor('sub-lapsed');
    provider.accounts.set('sub-lapsed', { email: uniqueEmail('lapsed'), email_verified: false });
    expect((await flow.signIn('sub-lapsed')).location.href).toBe(FAILED);
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    provider.accounts.set('sub-mallory', { email: uniqueEmail(), email_verified: true });
    const back = await flow.signIn('sub-mallory', (url) => url.searchParams.set('state', 'forged'));
    expect(back.location.href).toBe(FAILED);
  });

  it('answers token_error when the code cannot be exchanged', async () => {
    provider.accounts.set('sub-replay', { email: uniqueEmail(), email_verified: true });
    const back = await flow.signIn('sub-replay', (url) =>
      url.searchParams.set('code', 'bogus-code'),
    );
    expect(back.location.href).toBe(`${APP_URL}/login?error=token_error`);
  });

  it('refuses a callback without the flow cookie or with a provider error', async () => {
    for (const url of [
      '/api/auth/google/callback?code=abc&state=xyz',
      '/api/auth/google/callback?error=access_denied',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(FAILED);
    }
  });
});

describe('what a provider sign-in writes to the log', () => {
  it('records a takeover at warn and a refusal with its reason', async () => {
    const lines: { level: number; msg: string; reason?: string; userId?: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent-web-dist',
      APP_URL,
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    });
    const { database, drop } = await openTestDatabase();
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    const logged: TestApp = { app, database, close: async () => {} };
    try {
      const logFlow = providerFlow(logged, provider);
      const email = uniqueEmail('logged');
      const res = await send(logged, 'POST', '/api/auth/register', {
        name: 'Reg',
        email,
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      provider.accounts.set('sub-logged', { email, email_verified: true });
      await logFlow.sessionFor('sub-logged');
      const takeover = lines.find((line) => line.msg.includes('took over'));
      expect(takeover?.level).toBe(40);
      expect(takeover?.userId).toMatch(/^[0-9a-f-]{36}$/);

      provider.accounts.set('sub-unproven', { email: uniqueEmail(), email_verified: false });
      expect((await logFlow.signIn('sub-unproven')).location.href).toBe(FAILED);
      expect(lines.find((line) => line.msg === 'provider sign-in refused')?.reason).toBe(
        'the provider has not verified the e-mail',
      );
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});

describe('Google sign-in without configuration', () => {
  it('redirects the start of the flow to /login?error=oauth_failed when GOOGLE_CLIENT_ID is unset', async () => {
    const bare = await createTestApp({ APP_URL });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(FAILED);
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await bare.close();
    }
  });

  it('redirects to oauth_failed when the provider cannot be reached', async () => {
    const unreachable = await createTestApp({
      APP_URL,
      OIDC_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_ID: 'x',
    });
    try {
      const res = await unreachable.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.headers.location).toBe(FAILED);
    } finally {
      await unreachable.close();
    }
  });
});
