import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { bearer, send, signedUpUser, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';

const { t, smtp } = appWithMailPerFile({ APP_URL: 'http://localhost:5173' });

const NEW_PASSWORD = 'N3w!Secret';
const REQUESTED = {
  message: 'If an account exists for this email, a password reset link has been sent.',
};
const INVALID_TOKEN = { msg: 'Invalid or expired reset token' };
const requestReset = (email: string) =>
  send(t, 'POST', '/api/auth/password-reset/request', { email });
const checkToken = (token: string) => send(t, 'POST', '/api/auth/password-reset/verify', { token });
const reset = (token: string, password = NEW_PASSWORD) =>
  send(t, 'POST', '/api/auth/password-reset/reset', { token, password });
const login = (email: string, password: string) =>
  send(t, 'POST', '/api/auth/login', { email, password });
const isLive = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) }))
    .statusCode === 200;

const resetMails = (email: string) =>
  smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes('Reset'));

async function mailedResetToken(email: string, nth = 1): Promise<string> {
  await smtp.waitFor(() => resetMails(email).length >= nth);
  return tokenFromMail(resetMails(email)[nth - 1]!, '/reset-password');
}

describe('password reset', () => {
  it('answers one message whether or not the address has an account', async () => {
    const { email } = await signedUpUser(t, smtp);
    const known = await requestReset(email);
    const unknown = await requestReset(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(REQUESTED);
    expect(unknown.body).toBe(known.body);
    const mail = (await smtp.waitFor(() => resetMails(email).length === 1), resetMails(email)[0]!);
    expect(mail.subject).toBe('Reset your Elevate password');
    expect(mail.text).toContain('http://localhost:5173/reset-password?token=');
  });

  it('checks a token, resets once, signs every session out and accepts only the new password', async () => {
    const { email, token: session } = await signedUpUser(t, smtp);
    await requestReset(email);
    const token = await mailedResetToken(email);
    const check = await checkToken(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Password has been reset successfully. You can now log in with your new password.',
    });
    expect(await isLive(session)).toBe(false);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a replayed token', async () => {
    const { email } = await signedUpUser(t, smtp);
    await requestReset(email);
    const token = await mailedResetToken(email);
    expect((await reset(token)).statusCode).toBe(200);
    for (const res of [await reset(token, 'An0ther!Pass'), await checkToken(token)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_TOKEN);
    }
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token and issues tokens valid for one hour', async () => {
    const { email } = await signedUpUser(t, smtp);
    await requestReset(email);
    const token = await mailedResetToken(email);
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const [row] = await t.database.db
      .select({
        minutes: sql<number>`extract(epoch from ${authTokens.expiresAt} - ${authTokens.createdAt}) / 60`,
      })
      .from(authTokens)
      .where(sql`${authTokens.userId} = ${user!.id} and ${authTokens.kind} = 'reset'`);
    expect(Math.round(Number(row?.minutes))).toBe(60);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.userId, user!.id));
    expect((await checkToken(token)).json()).toEqual(INVALID_TOKEN);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_TOKEN);
  });

  it('voids the older link when a new one is requested', async () => {
    const { email } = await signedUpUser(t, smtp);
    await requestReset(email);
    const first = await mailedResetToken(email, 1);
    await requestReset(email);
    const second = await mailedResetToken(email, 2);
    expect((await reset(first)).json()).toEqual(INVALID_TOKEN);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent resets with one token succeed', async () => {
    const { email } = await signedUpUser(t, smtp);
    await requestReset(email);
    const token = await mailedResetToken(email);
    const results = await Promise.all([reset(token, 'F1rst!Pass'), reset(token, 'S3cond!Pass')]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json()).toEqual(INVALID_TOKEN);
    const winner = results[0]?.statusCode === 200 ? 'F1rst!Pass' : 'S3cond!Pass';
    const loser = winner === 'F1rst!Pass' ? 'S3cond!Pass' : 'F1rst!Pass';
    expect((await login(email, winner)).statusCode).toBe(200);
    expect((await login(email, loser)).statusCode).toBe(401);
  });

  it('lifts a lockout and refuses a weak new password', async () => {
    const { email } = await signedUpUser(t, smtp);
    for (let i = 0; i < 5; i += 1) await login(email, 'Wr0ng!Pass');
    await requestReset(email);
    const token = await mailedResetToken(email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toEqual({
      param: 'password',
      msg: 'Password must be at least 8 characters long',
    });
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('change password', () => {
  const change = (token: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    send(
      t,
      'POST',
      '/api/auth/change-password',
      { currentPassword, newPassword },
      { headers: bearer(token) },
    );

  it('answers 401 with its own message for a wrong current password, keeping the session', async () => {
    const { token } = await signedUpUser(t, smtp);
    const res = await change(token, 'Wr0ng!Pass');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Current password is incorrect' });
    expect(await isLive(token)).toBe(true);
  });

  it('changes the password, replaces this session’s token and signs out every other one', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const other = (await login(email, STRONG_PASSWORD)).json().token as string;
    const res = await change(token, STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string };
    expect(body).toEqual({
      success: true,
      message: 'Password updated successfully',
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(body.token).not.toBe(token);
    expect(await isLive(body.token)).toBe(true);
    expect(await isLive(token)).toBe(false);
    expect(await isLive(other)).toBe(false);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak new password and an anonymous caller', async () => {
    const { token } = await signedUpUser(t, smtp);
    const weak = await change(token, STRONG_PASSWORD, 'alllowercase');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({
      param: 'newPassword',
      msg: 'Password must contain at least one uppercase letter',
    });
    const anonymous = await send(t, 'POST', '/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: 'Not authenticated' });
  });
});
