import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChangeTokens, users } from '../../db/schema.ts';
import { createTestUser } from '../../test/app.ts';
import { bearer, send, signedUpUser, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';
import { totpCode } from '../../test/totp.ts';

const { t, smtp } = appWithMailPerFile();

const askChange = (token: string, body: object) =>
  send(t, 'POST', '/api/account/email', body, { headers: bearer(token) });
const confirm = (token: string) => send(t, 'POST', '/api/account/email/confirm', { token });
async function linkTo(address: string, nth = 1) {
  await smtp.waitFor(
    () =>
      smtp.mails.filter((m) => m.to.includes(address) && m.subject.includes('Confirm your new'))
        .length >= nth,
  );
  const mails = smtp.mails.filter(
    (m) => m.to.includes(address) && m.subject.includes('Confirm your new'),
  );
  return tokenFromMail(mails[nth - 1]!, '/confirm-email-change');
}
const emailOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json()
    .email;

describe('change e-mail', () => {
  it('mails a link to the new address, changes nothing until it is opened, then notifies the old one', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const next = uniqueEmail('moved');
    const asked = await askChange(token, { newEmail: next, password: STRONG_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain(next);
    const link = await linkTo(next);
    expect(await emailOf(token)).toBe(email);

    const opened = await confirm(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: `Your email address is now ${next}.`, email: next });
    expect(await emailOf(token)).toBe(next);
    const notice = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your Elevate email address was changed',
    );
    expect(notice.text).toContain(next);
    // The new address signs in; the old one no longer does.
    expect(
      (await send(t, 'POST', '/api/auth/login', { email: next, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send(t, 'POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('works once: a replayed link, a voided older link and an expired link change nothing', async () => {
    const { token } = await signedUpUser(t, smtp);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await askChange(token, { newEmail: first, password: STRONG_PASSWORD });
    const older = await linkTo(first);
    await askChange(token, { newEmail: second, password: STRONG_PASSWORD });
    const newer = await linkTo(second);
    const invalid = { msg: 'Invalid or expired email change link' };
    expect((await confirm(older)).json()).toEqual(invalid);
    expect((await confirm(newer)).statusCode).toBe(200);
    const replay = await confirm(newer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(invalid);
    expect(await emailOf(token)).toBe(second);

    // Verification and change mails share the cap of 3 an hour: a fresh account for the last one.
    const other = await signedUpUser(t, smtp);
    const third = uniqueEmail('third');
    await askChange(other.token, { newEmail: third, password: STRONG_PASSWORD });
    const late = await linkTo(third);
    await t.database.db
      .update(emailChangeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeTokens.newEmail, third));
    expect((await confirm(late)).json()).toEqual(invalid);
    expect(await emailOf(other.token)).toBe(other.email);
    // A fourth mail within the hour is refused outright: the caller is signed in, nothing to hide.
    const capped = await askChange(other.token, {
      newEmail: uniqueEmail(),
      password: STRONG_PASSWORD,
    });
    expect(capped.statusCode).toBe(200);
    const over = await askChange(other.token, {
      newEmail: uniqueEmail(),
      password: STRONG_PASSWORD,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ msg: 'Too many email change requests. Please try again later.' });
  });

  it('needs the right password, a free address other than the current one, and a session', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const taken = await createTestUser(t);
    const wrong = await askChange(token, { newEmail: uniqueEmail(), password: 'Wr0ng!Pass' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ msg: 'Password is incorrect' });
    const missing = await askChange(token, { newEmail: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { param: 'password', msg: 'Enter your password to confirm.' },
    ]);
    const same = await askChange(token, {
      newEmail: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    const clash = await askChange(token, { newEmail: taken.email, password: STRONG_PASSWORD });
    expect(clash.statusCode).toBe(409);
    const bad = await askChange(token, { newEmail: 'not-an-address', password: STRONG_PASSWORD });
    expect(bad.statusCode).toBe(400);
    const anonymous = await send(t, 'POST', '/api/account/email', {
      newEmail: uniqueEmail(),
      password: STRONG_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: bearer(token),
      payload: { newEmail: uniqueEmail(), password: STRONG_PASSWORD },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('refuses a link whose address was taken meanwhile, and keeps a provider link on a change', async () => {
    const provider = await createTestUser(t, { googleSubject: `sub-${Date.now()}` });
    // A provider account has no password: a session from the last 10 minutes stands in for it.
    const next = uniqueEmail('provider');
    const asked = await askChange(provider.token, { newEmail: next });
    expect(asked.statusCode).toBe(200);
    const link = await linkTo(next);
    expect((await confirm(link)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, provider.id));
    expect(row).toMatchObject({
      email: next,
      googleSubject: expect.stringMatching(/^sub-/),
      isVerified: true,
    });

    const { token } = await signedUpUser(t, smtp);
    const contested = uniqueEmail('contested');
    await askChange(token, { newEmail: contested, password: STRONG_PASSWORD });
    const contestedLink = await linkTo(contested);
    await createTestUser(t, { email: contested });
    expect((await confirm(contestedLink)).statusCode).toBe(409);
  });

  it('asks a provider account with an old session to sign in again', async () => {
    const provider = await createTestUser(t, { googleSubject: `old-${Date.now()}` });
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '11 minutes' where user_id = ${provider.id}`,
    );
    const res = await askChange(provider.token, { newEmail: uniqueEmail() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      msg: 'Sign in with Google again, then confirm within 10 minutes.',
    });
  });
});

describe('security notices', () => {
  it('mails the owner when the password is changed', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const res = await send(
      t,
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!Secret' },
      { headers: bearer(token) },
    );
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your Elevate password was changed',
    );
    expect(mail.text).toContain('every device was signed out');
  });

  it('mails the owner when two-step verification is turned off', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const call = (url: string, body: object) =>
      send(t, 'POST', url, body, { headers: bearer(token) });
    const setup = await call('/api/auth/2fa/totp/setup', { password: STRONG_PASSWORD });
    const { secret } = setup.json() as { secret: string };
    expect((await call('/api/auth/2fa/totp/enable', { code: totpCode(secret) })).statusCode).toBe(
      200,
    );
    const off = await call('/api/auth/2fa/totp/disable', {
      password: STRONG_PASSWORD,
      code: totpCode(secret, 1),
    });
    expect(off.statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Two-step verification was turned off',
    );
    expect(mail.text).toContain('Signing in now needs only your password.');
  });
});
