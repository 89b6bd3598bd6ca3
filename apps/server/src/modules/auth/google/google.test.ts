import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, send, STRONG_PASSWORD, uniqueEmail } from '../../../test/auth.ts';
import { startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';

const APP_URL = 'http://localhost:5173';
const CALLBACK = `${APP_URL}/api/auth/google/callback`;

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider(CALLBACK);
  t = await createTestApp({
    APP_URL,
    OIDC_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Our start route, the provider's sign-in as `subject`, then our callback with the flow cookie. */
async function signInWithProvider(subject: string, tamper: (url: URL) => void = () => {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const back = await provider.signIn(String(start.headers.location), subject);
  tamper(back);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie },
  });
  expect(callback.statusCode).toBe(302);
  return new URL(String(callback.headers.location));
}

const tokenOf = (location: URL) => location.searchParams.get('token') ?? '';
const userOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json();

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

  it('creates a verified user for a new identity and returns to the app with a session token', async () => {
    const email = uniqueEmail('google');
    provider.accounts.set('sub-new', { email, email_verified: true, name: 'New Person' });
    const back = await signInWithProvider('sub-new');
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_URL}/auth/callback`);
    expect(back.searchParams.get('provider')).toBe('google');
    expect(await userOf(tokenOf(back))).toEqual({
      email,
      name: 'New Person',
      isVerified: true,
      hasCompletedOnboarding: false,
    });

    const again = await signInWithProvider('sub-new');
    expect(tokenOf(again)).not.toBe(tokenOf(back));
    expect((await userOf(tokenOf(again))).email).toBe(email);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('links to an existing password account when the provider vouches for the e-mail', async () => {
    const email = uniqueEmail('linked');
    await send(t, 'POST', '/api/auth/register', { name: 'Pat', email, password: STRONG_PASSWORD });
    provider.accounts.set('sub-pat', { email: email.toUpperCase(), email_verified: true });
    const back = await signInWithProvider('sub-pat');
    expect(await userOf(tokenOf(back))).toMatchObject({ email, name: 'Pat', isVerified: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.googleSubject).toBe('sub-pat');
  });

  it('finds a returning identity by its subject even after its e-mail changed', async () => {
    const email = uniqueEmail('before');
    provider.accounts.set('sub-mover', { email, email_verified: true, name: 'Mover' });
    const first = await userOf(tokenOf(await signInWithProvider('sub-mover')));
    provider.accounts.set('sub-mover', { email: uniqueEmail('after'), email_verified: true });
    const second = await userOf(tokenOf(await signInWithProvider('sub-mover')));
    expect(second).toEqual(first);
  });

  it('creates a new account unverified when the provider has not verified its e-mail', async () => {
    const email = uniqueEmail('fresh-unverified');
    provider.accounts.set('sub-fresh', { email, email_verified: false });
    const back = await signInWithProvider('sub-fresh');
    expect(await userOf(tokenOf(back))).toMatchObject({
      email,
      name: email.split('@')[0],
      isVerified: false,
    });
  });

  it('refuses to link by an e-mail the provider has not verified', async () => {
    const email = uniqueEmail('unverified');
    await send(t, 'POST', '/api/auth/register', { name: 'Sam', email, password: STRONG_PASSWORD });
    provider.accounts.set('sub-sam', { email, email_verified: false });
    const back = await signInWithProvider('sub-sam');
    expect(back.href).toBe(`${APP_URL}/login?error=oauth_failed`);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.googleSubject).toBeNull();
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    provider.accounts.set('sub-mallory', { email: uniqueEmail(), email_verified: true });
    const back = await signInWithProvider('sub-mallory', (url) =>
      url.searchParams.set('state', 'forged'),
    );
    expect(back.href).toBe(`${APP_URL}/login?error=oauth_failed`);
  });

  it('answers token_error when the code cannot be exchanged', async () => {
    provider.accounts.set('sub-replay', { email: uniqueEmail(), email_verified: true });
    const back = await signInWithProvider('sub-replay', (url) =>
      url.searchParams.set('code', 'bogus-code'),
    );
    expect(back.href).toBe(`${APP_URL}/login?error=token_error`);
  });

  it('refuses a callback without the flow cookie or with a provider error', async () => {
    for (const url of [
      '/api/auth/google/callback?code=abc&state=xyz',
      '/api/auth/google/callback?error=access_denied',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${APP_URL}/login?error=oauth_failed`);
    }
  });
});

describe('Google sign-in without configuration', () => {
  it('redirects the start of the flow to /login?error=oauth_failed when GOOGLE_CLIENT_ID is unset', async () => {
    const bare = await createTestApp({ APP_URL });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${APP_URL}/login?error=oauth_failed`);
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
      expect(res.headers.location).toBe(`${APP_URL}/login?error=oauth_failed`);
    } finally {
      await unreachable.close();
    }
  });
});
