import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, twoFactorChallenges, users, userTotp } from '../../../db/schema.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/app.ts';
import { send, STRONG_PASSWORD } from '../../../test/auth.ts';
import { totpCode } from '../../../test/totp.ts';
import { hashPassword } from '../passwords.ts';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(STRONG_PASSWORD);
});
afterAll(() => t.close());

const LOCKED = {
  msg: 'Your account has been temporarily locked due to too many failed login attempts. Please try again later.',
};

const post = (url: string, user: TestUser | null, payload?: object) =>
  send(
    t,
    'POST',
    url,
    payload,
    user ? { headers: { authorization: user.headers.authorization! } } : {},
  );

/** A password account with two-factor on; answers its secret and recovery codes. */
async function enrolledUser() {
  const user = await createTestUser(t, { passwordHash });
  const setup = await post('/api/auth/2fa/totp/setup', user, { password: STRONG_PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Elevate:.+secret=/);
  const enable = await post('/api/auth/2fa/totp/enable', user, { code: totpCode(secret) });
  expect(enable.statusCode).toBe(200);
  const codes: string[] = enable.json().recoveryCodes;
  return { user, secret: secret as string, codes };
}

/** Forgets the step used at enrolment, so a test may use any step near now. */
const forgetLastStep = (userId: string) =>
  t.database.db.update(userTotp).set({ lastUsedStep: null }).where(eq(userTotp.userId, userId));

async function challengeFor(user: TestUser) {
  const res = await send(t, 'POST', '/api/auth/login', {
    email: user.email,
    password: STRONG_PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    twoFactorRequired: true,
    challenge: expect.any(String),
    passkey: false,
  });
  return res.json().challenge as string;
}

const verify = (body: object) => post('/api/auth/2fa/verify', null, body);

describe('authenticator enrolment', () => {
  it('enables with a first code, answers ten distinct recovery codes, and never shows the secret again', async () => {
    const { user, secret, codes } = await enrolledUser();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const [row] = await t.database.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secret).not.toContain(secret);
    expect(row!.secret).toMatch(/^v1\./);
    const stored = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect(
      (await post('/api/auth/2fa/totp/setup', user, { password: STRONG_PASSWORD })).statusCode,
    ).toBe(409);
    const status = await t.app.inject({ url: '/api/auth/2fa', headers: user.headers });
    expect(status.json()).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, hasPassword: true });
  });

  it('refuses a wrong first code and enable before set-up', async () => {
    const user = await createTestUser(t, { passwordHash });
    expect((await post('/api/auth/2fa/totp/enable', user, { code: '123456' })).statusCode).toBe(
      409,
    );
    const { secret } = (
      await post('/api/auth/2fa/totp/setup', user, { password: STRONG_PASSWORD })
    ).json();
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('/api/auth/2fa/totp/enable', user, { code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Invalid verification code' });
    const bad = await post('/api/auth/2fa/totp/enable', user, { code: '12ab56' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ param: 'code', msg: 'Code must be 6 digits' });
  });

  it('needs a session and the CSRF header', async () => {
    const user = await createTestUser(t, { passwordHash });
    expect((await post('/api/auth/2fa/totp/setup', null)).statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/totp/setup',
      headers: { authorization: user.headers.authorization! },
    });
    expect(noCsrf.statusCode).toBe(403);
    const verifyNoCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      payload: { challenge: 'x', code: '123456' },
    });
    expect(verifyNoCsrf.statusCode).toBe(403);
  });
});

describe('sign-in with two-factor on', () => {
  it('answers a challenge without a token or session, then a session for a right code', async () => {
    const { user, secret } = await enrolledUser();
    const sessionCount = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${user.id}`,
        ),
      );
    const before = await sessionCount();
    const challenge = await challengeFor(user);
    expect(await sessionCount()).toEqual(before);
    const res = await verify({ challenge, code: totpCode(secret, 1) });
    expect(res.statusCode).toBe(200);
    const check = await t.app.inject({
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(check.statusCode).toBe(200);
  });

  it('accepts codes one step off and refuses two steps off', async () => {
    const { user, secret } = await enrolledUser();
    for (const offset of [-2, 2]) {
      await forgetLastStep(user.id);
      const res = await verify({
        challenge: await challengeFor(user),
        code: totpCode(secret, offset),
      });
      expect(res.statusCode, `offset ${offset}`).toBe(401);
      expect(res.json()).toEqual({ msg: 'Invalid verification code' });
    }
    for (const offset of [-1, 1]) {
      await forgetLastStep(user.id);
      const res = await verify({
        challenge: await challengeFor(user),
        code: totpCode(secret, offset),
      });
      expect(res.statusCode, `offset ${offset}`).toBe(200);
    }
  });

  it('accepts each code once, also when sent twice in parallel', async () => {
    const { user, secret } = await enrolledUser();
    await forgetLastStep(user.id);
    const code = totpCode(secret);
    const [a, b] = await Promise.all([challengeFor(user), challengeFor(user)]);
    const answers = await Promise.all([
      verify({ challenge: a, code }),
      verify({ challenge: b, code }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const replay = await verify({ challenge: await challengeFor(user), code });
    expect(replay.statusCode).toBe(401);
    // The enrolment code's step is spent too: an older step is never accepted again.
    const older = await verify({ challenge: await challengeFor(user), code: totpCode(secret, -1) });
    expect(older.statusCode).toBe(401);
  });

  it('uses a challenge once and refuses it after five minutes', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await challengeFor(user);
    expect((await verify({ challenge, code: totpCode(secret, 1) })).statusCode).toBe(200);
    await forgetLastStep(user.id);
    const again = await verify({ challenge, code: totpCode(secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ msg: 'Your sign-in has expired. Please sign in again.' });

    const stale = await challengeFor(user);
    await t.database.db
      .update(twoFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(twoFactorChallenges.userId, user.id));
    const expired = await verify({ challenge: stale, code: totpCode(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().msg).toBe('Your sign-in has expired. Please sign in again.');
    const forged = await verify({ challenge: 'not-a-challenge', code: totpCode(secret) });
    expect(forged.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(twoFactorChallenges).limit(1);
    if (row) expect(row.challengeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const { user, codes } = await enrolledUser();
    const first = codes[0]!;
    const res = await verify({
      challenge: await challengeFor(user),
      recoveryCode: first.toUpperCase().replace(/-/g, ' '),
    });
    expect(res.statusCode).toBe(200);
    const again = await verify({ challenge: await challengeFor(user), recoveryCode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ msg: 'Invalid recovery code' });
    const status = await t.app.inject({ url: '/api/auth/2fa', headers: user.headers });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes toward the lockout, which a right password does not reset', async () => {
    const { user, secret } = await enrolledUser();
    let challenge = await challengeFor(user);
    for (let i = 0; i < 4; i += 1) {
      expect((await verify({ challenge, recoveryCode: 'aaaa-bbbb-cccc' })).statusCode).toBe(401);
    }
    // Password again: the four wrong codes still count, the fifth wrong answer locks.
    challenge = await challengeFor(user);
    const fifth = await verify({
      challenge,
      code: '000000' === totpCode(secret) ? '000001' : '000000',
    });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual(LOCKED);
    await forgetLastStep(user.id);
    expect((await verify({ challenge, code: totpCode(secret) })).statusCode).toBe(423);
    const login = await send(t, 'POST', '/api/auth/login', {
      email: user.email,
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode).toBe(423);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.failedLoginCount).toBe(5);
  });

  it('a right code clears the count', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await challengeFor(user);
    expect(
      (await verify({ challenge, code: '999999' === totpCode(secret, 1) ? '999998' : '999999' }))
        .statusCode,
    ).toBe(401);
    expect((await verify({ challenge, code: totpCode(secret, 1) })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.failedLoginCount).toBe(0);
  });

  it('refuses a body with none or two of code, recoveryCode and passkey', async () => {
    const none = await verify({ challenge: 'x' });
    expect(none.statusCode).toBe(400);
    const two = await verify({ challenge: 'x', code: '123456', recoveryCode: 'aaaa-bbbb-cccc' });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors[0].msg).toBe('Give exactly one of code, recoveryCode or passkey');
  });
});

describe('recovery codes and turning it off', () => {
  it('regenerates: ten new codes, the old ones stop working', async () => {
    const { user, secret, codes } = await enrolledUser();
    const res = await post('/api/auth/2fa/recovery-codes', user, { code: totpCode(secret, 1) });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);
    expect(
      (await verify({ challenge: await challengeFor(user), recoveryCode: codes[1]! })).statusCode,
    ).toBe(401);
    expect(
      (await verify({ challenge: await challengeFor(user), recoveryCode: fresh[1]! })).statusCode,
    ).toBe(200);
  });

  it('turns off with the password and a code; a wrong password or code changes nothing', async () => {
    const { user, secret, codes } = await enrolledUser();
    const wrongPassword = await post('/api/auth/2fa/totp/disable', user, {
      password: 'Wr0ng!Pass',
      code: totpCode(secret, 1),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ msg: 'Password is incorrect' });
    const noPassword = await post('/api/auth/2fa/totp/disable', user, {
      code: totpCode(secret, 1),
    });
    expect(noPassword.statusCode).toBe(400);
    const wrongCode = await post('/api/auth/2fa/totp/disable', user, {
      password: STRONG_PASSWORD,
      code: 'zzzz-zzzz-zzzz',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect((await challengeFor(user)).length).toBeGreaterThan(0);
    const off = await post('/api/auth/2fa/totp/disable', user, {
      password: STRONG_PASSWORD,
      code: codes[2]!,
    });
    expect(off.statusCode).toBe(200);
    const login = await send(t, 'POST', '/api/auth/login', {
      email: user.email,
      password: STRONG_PASSWORD,
    });
    expect(login.json()).toEqual({ token: expect.any(String) });
    expect(
      await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect(
      (
        await post('/api/auth/2fa/totp/disable', user, {
          password: STRONG_PASSWORD,
          code: '123456',
        })
      ).statusCode,
    ).toBe(409);
  });
});
