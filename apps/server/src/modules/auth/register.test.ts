import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { bearer, registerUser, send, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';

const { t, smtp } = appWithMailPerFile({ APP_URL: 'http://localhost:5173' });

const register = (body: object) => send(t, 'POST', '/api/auth/register', body);
const verifyEmail = (token: string) =>
  send(t, 'POST', '/api/auth/verification/verify-email', { token });

describe('register', () => {
  it('answers 201 with a session token and mails a verification link to the app', async () => {
    const email = uniqueEmail('new');
    const res = await register({ name: 'Ada', email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(201);
    const { token } = res.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Verify your Elevate email address');
    expect(mail.text).toContain('http://localhost:5173/verify-email?token=');
    expect(mail.html).toContain('Hello Ada,');
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(user.json()).toEqual({
      id: expect.any(String),
      email,
      name: 'Ada',
      isVerified: false,
      hasCompletedOnboarding: false,
      locale: null,
    });
  });

  it('stores only an argon2id hash of the password', async () => {
    const email = uniqueEmail('hash');
    await register({ name: 'Ada', email, password: STRONG_PASSWORD });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    const email = uniqueEmail('taken');
    await register({ name: 'Ada', email, password: STRONG_PASSWORD });
    const res = await register({
      name: 'Eve',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: 'An account with this email already exists' });
  });

  it('answers each unmet password rule under the password param', async () => {
    const res = await register({ name: 'Ada', email: uniqueEmail(), password: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        { param: 'password', msg: 'Password must contain at least one uppercase letter' },
        { param: 'password', msg: 'Password must contain at least one number' },
        {
          param: 'password',
          msg: 'Password must contain at least one special character (@$!%*?&)',
        },
      ],
    });
  });

  it('accepts a 128-character password and refuses 129 without truncating', async () => {
    const long = `Aa1!${'x'.repeat(124)}`;
    const email = uniqueEmail('long');
    expect((await register({ name: 'Ada', email, password: long })).statusCode).toBe(201);
    const tooLong = await register({ name: 'Ada', email: uniqueEmail(), password: `${long}y` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      errors: [{ param: 'password', msg: 'Password must be at most 128 characters' }],
    });
    await verifyEmail(
      tokenFromMail(await smtp.waitFor((m) => m.to.includes(email)), '/verify-email'),
    );
    const wrong = await send(t, 'POST', '/api/auth/login', { email, password: long.slice(0, 127) });
    expect(wrong.statusCode).toBe(401);
    expect((await send(t, 'POST', '/api/auth/login', { email, password: long })).statusCode).toBe(
      200,
    );
  });

  it('requires name and a valid email', async () => {
    const res = await register({ email: 'not-an-email', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { param: 'name', msg: 'Name is required' },
        { param: 'email', msg: 'Please provide a valid email address' },
      ]),
    );
  });
});

describe('email verification', () => {
  it('verifies with the mailed token, after which sign-in works', async () => {
    const email = uniqueEmail('verify');
    const { verifyToken } = await registerUser(t, smtp, email);
    const before = await send(t, 'POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(before.statusCode).toBe(401);
    expect(before.json()).toEqual({ msg: 'Please verify your email address before logging in.' });

    const res = await verifyEmail(verifyToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email verified successfully. You can now log in.' });
    const after = await send(t, 'POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(after.statusCode).toBe(200);
  });

  it('refuses a used, an expired or an unknown token', async () => {
    const { verifyToken } = await registerUser(t, smtp, uniqueEmail('replay'));
    expect((await verifyEmail(verifyToken)).statusCode).toBe(200);
    const replay = await verifyEmail(verifyToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ msg: 'Invalid or expired verification token' });

    const { verifyToken: stale } = await registerUser(t, smtp, uniqueEmail('stale'));
    await t.database.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await verifyEmail(stale)).json()).toEqual({
      msg: 'Invalid or expired verification token',
    });
    expect((await verifyEmail('nope')).statusCode).toBe(400);
  });

  it('issues verification tokens valid for 24 hours', async () => {
    const email = uniqueEmail('ttl');
    await registerUser(t, smtp, email);
    const [row] = await t.database.db
      .select({
        hours: sql<number>`extract(epoch from ${authTokens.expiresAt} - ${authTokens.createdAt}) / 3600`,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(eq(users.email, email));
    expect(Math.round(Number(row?.hours))).toBe(24);
  });

  it('resends with one answer for unverified, verified and unknown addresses, mailing only the first', async () => {
    const email = uniqueEmail('resend');
    await registerUser(t, smtp, email);
    const verified = uniqueEmail('done');
    await verifyEmail((await registerUser(t, smtp, verified)).verifyToken);
    const message =
      'If an unverified account exists for this email, a verification link has been sent.';
    // The unverified address goes last: once its mail is in, the others' lookups are done.
    for (const address of [verified, uniqueEmail('ghost'), email]) {
      const res = await send(t, 'POST', '/api/auth/verification/send-verification', {
        email: address,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message });
    }
    const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
    await smtp.waitFor(() => mailsTo(email).length === 2);
    expect(mailsTo(verified)).toHaveLength(1);
    expect((await verifyEmail(tokenFromMail(mailsTo(email)[1]!, '/verify-email'))).statusCode).toBe(
      200,
    );
  });
});
