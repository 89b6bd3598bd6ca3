import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions as sessionsTable } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestUser, csrfHeaders } from '../../test/app.ts';
import { bearer, send, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';

const { t, smtp } = appWithMailPerFile();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const isLive = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) }))
    .statusCode === 200;
const newDeviceMails = (email: string) =>
  smtp.mails.filter(
    (m) => m.to.includes(email) && m.subject === 'New sign-in to your Elevate account',
  );
const deviceCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith('elevate_device='))
    ?.split(';')[0];

/** A verified account registered from one browser (its device cookie kept). */
async function accountOnOneBrowser() {
  const email = uniqueEmail('devices');
  const register = await send(
    t,
    'POST',
    '/api/auth/register',
    { name: 'Ada Lovelace', email, password: STRONG_PASSWORD },
    { headers: { 'user-agent': FIREFOX_LINUX } },
  );
  const cookie = deviceCookie(register.headers['set-cookie']);
  expect(cookie).toBeDefined();
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Verify'));
  const token = tokenFromMail(mail, '/verify-email');
  await send(t, 'POST', '/api/auth/verification/verify-email', { token });
  return { email, cookie: cookie!, registerToken: (register.json() as { token: string }).token };
}

/** Signs in as a browser with that user agent, and the device cookie when given. */
async function login(email: string, { cookie, ...headers }: Record<string, string>) {
  const csrf = await csrfHeaders(t.app);
  if (cookie) csrf.cookie = `${csrf.cookie}; ${cookie}`;
  const res = await send(
    t,
    'POST',
    '/api/auth/login',
    { email, password: STRONG_PASSWORD },
    { headers: { ...csrf, ...headers } },
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

describe('signed-in devices', () => {
  it('lists live sessions with browser and system, newest first, marking the current one', async () => {
    const { email, cookie } = await accountOnOneBrowser();
    const phone = await login(email, { 'user-agent': SAFARI_IPHONE });
    const laptop = await login(email, { 'user-agent': FIREFOX_LINUX, cookie });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(laptop),
    });
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as { sessions: Record<string, unknown>[] };
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Firefox',
      os: 'Linux',
      userAgent: FIREFOX_LINUX,
    });
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Safari', os: 'iOS' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(
        ['browser', 'createdAt', 'current', 'id', 'lastUsedAt', 'os', 'userAgent'].sort(),
      );
    }
    expect(await isLive(phone)).toBe(true);
  });

  it('shows the current session as active now while others keep their stored last use', async () => {
    const { email, cookie } = await accountOnOneBrowser();
    const phone = await login(email, { 'user-agent': SAFARI_IPHONE });
    const laptop = await login(email, { 'user-agent': FIREFOX_LINUX, cookie });
    const halfAnHourAgo = new Date(Date.now() - 30 * 60 * 1000);
    for (const token of [phone, laptop]) {
      await t.database.db
        .update(sessionsTable)
        .set({ lastUsedAt: halfAnHourAgo })
        .where(eq(sessionsTable.tokenHash, hashToken(token)));
    }
    const list = async (token: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/sessions',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const { sessions } = res.json() as { sessions: { current: boolean; lastUsedAt: string }[] };
      return {
        current: Date.parse(sessions.find((s) => s.current)!.lastUsedAt),
        others: sessions.filter((s) => !s.current).map((s) => Date.parse(s.lastUsedAt)),
      };
    };
    const before = Date.now();
    const fromLaptop = await list(laptop);
    expect(fromLaptop.current).toBeGreaterThanOrEqual(before - 1000);
    expect(fromLaptop.others).toContain(halfAnHourAgo.getTime());
    // The phone, asked next, sees the laptop's fresh use and its own.
    const fromPhone = await list(phone);
    expect(fromPhone.current).toBeGreaterThanOrEqual(before - 1000);
    expect(fromPhone.others).toContain(fromLaptop.current);
    // Within a minute nothing is written again.
    expect((await list(laptop)).current).toBe(fromLaptop.current);
  });

  it('signs out one session at once; another user’s session id answers 404 and stays live', async () => {
    const { email, cookie } = await accountOnOneBrowser();
    const phone = await login(email, { 'user-agent': SAFARI_IPHONE });
    const laptop = await login(email, { 'user-agent': FIREFOX_LINUX, cookie });
    const stranger = await createTestUser(t);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(laptop),
    });
    const phoneId = (list.json() as { sessions: { id: string; browser: string }[] }).sessions.find(
      (s) => s.browser === 'Safari',
    )!.id;

    const foreign = await send(t, 'DELETE', `/api/auth/sessions/${phoneId}`, undefined, {
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ msg: 'Session not found' });
    expect(await isLive(phone)).toBe(true);

    const own = await send(t, 'DELETE', `/api/auth/sessions/${phoneId}`, undefined, {
      headers: bearer(laptop),
    });
    expect(own.statusCode).toBe(200);
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(laptop)).toBe(true);
    const again = await send(t, 'DELETE', `/api/auth/sessions/${phoneId}`, undefined, {
      headers: bearer(laptop),
    });
    expect(again.statusCode).toBe(404);
    const malformed = await send(t, 'DELETE', '/api/auth/sessions/not-an-id', undefined, {
      headers: bearer(laptop),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('signs out every other session and keeps the caller’s', async () => {
    const { email, cookie, registerToken } = await accountOnOneBrowser();
    const phone = await login(email, { 'user-agent': SAFARI_IPHONE });
    const laptop = await login(email, { 'user-agent': FIREFOX_LINUX, cookie });
    const res = await send(t, 'POST', '/api/auth/sessions/revoke-others', undefined, {
      headers: bearer(laptop),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(registerToken)).toBe(false);
    expect(await isLive(laptop)).toBe(true);
  });

  it('refuses every session call without a session, and writes without the CSRF pair', async () => {
    const user = await createTestUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      headers: bearer(user.token),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await isLive(user.token)).toBe(true);
  });
});

describe('new-device notice', () => {
  it('mails the owner when a browser without the device cookie signs in, not for a known one', async () => {
    const { email, cookie } = await accountOnOneBrowser();
    await login(email, { 'user-agent': FIREFOX_LINUX, cookie });
    await login(email, { 'user-agent': SAFARI_IPHONE });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'New sign-in to your Elevate account',
    );
    expect(mail.text).toContain('Safari on iOS');
    // The known browser's sign-in sent nothing: only the phone's notice is there.
    await login(email, { 'user-agent': FIREFOX_LINUX, cookie });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(newDeviceMails(email)).toHaveLength(1);
  });

  it('does not mail about the browser an account was registered from', async () => {
    const { email } = await accountOnOneBrowser();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(newDeviceMails(email)).toHaveLength(0);
  });
});
