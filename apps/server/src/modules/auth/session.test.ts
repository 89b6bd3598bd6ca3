import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, csrfHeaders } from '../../test/app.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { bearer, freshAddress, send, signedUpUser } from '../../test/auth.ts';

const { t, smtp } = appWithMailPerFile();

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const NOT_AUTHENTICATED = { msg: 'Not authenticated' };

describe('session check', () => {
  it('answers 200 for a live session and 401 without one or with an unknown token', async () => {
    const { token } = await signedUpUser(t, smtp);
    const live = await get('/api/auth/verify', token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true });
    for (const res of [
      await get('/api/auth/verify'),
      await get('/api/auth/verify', 'x'.repeat(43)),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_AUTHENTICATED);
    }
  });

  it('returns the signed-in user', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const res = await get('/api/auth/user', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      email,
      name: 'Ada Lovelace',
      isVerified: true,
      hasCompletedOnboarding: false,
      locale: null,
    });
    expect((await get('/api/auth/user')).statusCode).toBe(401);
  });

  it('marks onboarding complete', async () => {
    const { token } = await signedUpUser(t, smtp);
    const res = await send(t, 'POST', '/api/auth/complete-onboarding', undefined, {
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get('/api/auth/user', token)).json().hasCompletedOnboarding).toBe(true);
    const anonymous = await send(t, 'POST', '/api/auth/complete-onboarding');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(NOT_AUTHENTICATED);
  });
});

describe('logout', () => {
  it('revokes the session on the server, leaving the user’s other sessions alone', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const other = (
      await send(t, 'POST', '/api/auth/login', { email, password: 'Str0ng!Pass' })
    ).json().token;
    const res = await send(t, 'POST', '/api/auth/logout', undefined, { headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out' });
    const after = await get('/api/auth/verify', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(NOT_AUTHENTICATED);
    expect((await get('/api/auth/user', token)).statusCode).toBe(401);
    expect((await get('/api/auth/verify', other)).statusCode).toBe(200);
  });

  it('answers 200 without a live session: the client clears its token either way', async () => {
    const res = await send(t, 'POST', '/api/auth/logout', undefined, { headers: bearer('gone') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out' });
  });
});

describe('session lifetime', () => {
  const setSession = (token: string, fields: Partial<typeof sessions.$inferInsert>) =>
    t.database.db
      .update(sessions)
      .set(fields)
      .where(eq(sessions.tokenHash, hashToken(token)));
  const lastUsed = async (token: string) => {
    const [row] = await t.database.db
      .select({ at: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row!.at.getTime();
  };
  const DAY = 24 * 60 * 60 * 1000;

  it('ends a session unused for 14 days, however young it is', async () => {
    const { token } = await signedUpUser(t, smtp);
    await setSession(token, { lastUsedAt: new Date(Date.now() - 15 * DAY) });
    const res = await get('/api/auth/verify', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('ends a session 30 days after sign-in, however busy it is', async () => {
    const { token } = await signedUpUser(t, smtp);
    await setSession(token, { expiresAt: new Date(Date.now() - 1000) });
    expect((await get('/api/auth/verify', token)).statusCode).toBe(401);
  });

  it('keeps a session used 13 days ago and writes its last use at most once an hour', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    await setSession(token, { lastUsedAt: new Date(Date.now() - 13 * DAY) });
    expect((await get('/api/auth/verify', token)).statusCode).toBe(200);
    expect(await lastUsed(token)).toBeGreaterThan(Date.now() - 60_000);

    const halfAnHourAgo = new Date(Date.now() - 30 * 60 * 1000);
    await setSession(token, { lastUsedAt: halfAnHourAgo });
    // Another session's sign-out empties this process's session cache: the next call reads the row.
    const other = (
      await send(t, 'POST', '/api/auth/login', { email, password: 'Str0ng!Pass' })
    ).json().token as string;
    await send(t, 'POST', '/api/auth/logout', undefined, { headers: bearer(other) });
    expect((await get('/api/auth/verify', token)).statusCode).toBe(200);
    expect(await lastUsed(token)).toBe(halfAnHourAgo.getTime());
  });
});

describe('CSRF on the auth routes', () => {
  const body = { email: 'someone@example.com', password: 'Str0ng!Pass' };
  const FORBIDDEN = { msg: 'Invalid or missing CSRF token' };

  it('refuses a login without the cookie, without the header, or with a mismatch: 403', async () => {
    const { cookie = '', 'x-csrf-token': header = '' } = await csrfHeaders(t.app);
    const attempts = [
      { 'x-csrf-token': header },
      { cookie },
      { cookie, 'x-csrf-token': 'x'.repeat(43) },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: body,
        headers,
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('lets the same call through with a matching pair', async () => {
    const res = await send(t, 'POST', '/api/auth/login', body);
    expect(res.statusCode).toBe(401);
  });

  it('sets the CSRF cookie Secure when the app is served over https', async () => {
    const secure = await createTestApp({
      APP_URL: 'https://elevate.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      TOTP_ENCRYPTION_KEY: 'k'.repeat(32),
    });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/csrf-token' });
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
      expect(res.json()).toEqual({ csrfToken: expect.stringMatching(/^[\w-]{43}$/) });
    } finally {
      await secure.close();
    }
  });
});
