import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { bearer, send, signedUpUser, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';

const { t, smtp } = appWithMailPerFile();

const login = (email: string, password: string) =>
  send(t, 'POST', '/api/auth/login', { email, password });
const INVALID = { msg: 'Invalid email or password' };
const LOCKED = {
  msg: 'Your account has been temporarily locked due to too many failed login attempts. Please try again later.',
};

async function elapsed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

describe('login', () => {
  it('answers a new session token at every sign-in', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const again = await login(email, STRONG_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/) });
    expect(again.json().token).not.toBe(token);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: bearer(again.json().token),
    });
    expect(check.statusCode).toBe(200);
  });

  it('matches the e-mail whatever its case', async () => {
    const { email } = await signedUpUser(t, smtp);
    expect((await login(email.toUpperCase(), STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password with the same 401 body', async () => {
    const { email } = await signedUpUser(t, smtp);
    const wrongPassword = await login(email, 'Wr0ng!Pass');
    const unknown = await login(uniqueEmail('ghost'), 'Wr0ng!Pass');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(INVALID);
    expect(unknown.body).toBe(wrongPassword.body);
  });

  it('spends comparable hashing time on an unknown e-mail as on a wrong password', async () => {
    const { email } = await signedUpUser(t, smtp);
    await login(uniqueEmail('warm-up'), 'Wr0ng!Pass');
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 3; i += 1) {
      known += await elapsed(() => login(email, `Wr0ng!Pass${i}`));
      unknown += await elapsed(() => login(uniqueEmail('ghost'), `Wr0ng!Pass${i}`));
    }
    await t.database.db.update(users).set({ failedLoginCount: 0 }).where(eq(users.email, email));
    // Without the dummy hash the unknown e-mail would answer in a small fraction of the time.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it('refuses a password-less (provider-only) account like a wrong password', async () => {
    const email = uniqueEmail('google-only');
    await t.database.db
      .insert(users)
      .values({ email, name: 'G', isVerified: true, googleSubject: 'sub-x' });
    const res = await login(email, STRONG_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('requires email and password', async () => {
    const res = await send(t, 'POST', '/api/auth/login', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        { param: 'email', msg: 'Email is required' },
        { param: 'password', msg: 'Password is required' },
      ],
    });
  });
});

describe('lockout', () => {
  it('locks after five consecutive failures: 423 even with the right password', async () => {
    const { email } = await signedUpUser(t, smtp);
    for (let i = 1; i <= 4; i += 1) {
      const res = await login(email, 'Wr0ng!Pass');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
    const fifth = await login(email, 'Wr0ng!Pass');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual(LOCKED);
    const right = await login(email, STRONG_PASSWORD);
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual(LOCKED);
    const [row] = await t.database.db
      .select({ minutes: sql<number>`extract(epoch from ${users.lockedUntil} - now()) / 60` })
      .from(users)
      .where(eq(users.email, email));
    expect(Math.round(Number(row?.minutes))).toBe(15);
  });

  it('lets the right password in once the lock has expired, with a fresh count', async () => {
    const { email } = await signedUpUser(t, smtp);
    for (let i = 0; i < 5; i += 1) await login(email, 'Wr0ng!Pass');
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(423);
    await t.database.db
      .update(users)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.email, email));
    // A failure after the lock ran out starts counting afresh instead of re-locking.
    expect((await login(email, 'Wr0ng!Pass')).statusCode).toBe(401);
    const res = await login(email, STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('token');
  });

  it('resets the failure count on a successful sign-in', async () => {
    const { email } = await signedUpUser(t, smtp);
    for (let i = 0; i < 4; i += 1) await login(email, 'Wr0ng!Pass');
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'Wr0ng!Pass')).statusCode).toBe(401);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});
