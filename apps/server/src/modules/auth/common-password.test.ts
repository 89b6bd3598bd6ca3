import { describe, expect, it } from 'vitest';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { bearer, send, signedUpUser, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';

const { t, smtp } = appWithMailPerFile();

/** Each meets the five password rules; each is a well-known password dressed up. */
const COMMON = ['Password1!', 'P@ssw0rd2024!', 'Qwerty123!', 'Iloveyou1!', 'Dragon$99'];
const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
const refusal = (param: string) => ({ errors: [{ param, msg: TOO_COMMON }] });

const login = (email: string, password: string) =>
  send(t, 'POST', '/api/auth/login', { email, password });

async function mailedResetToken(email: string): Promise<string> {
  await send(t, 'POST', '/api/auth/password-reset/request', { email });
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Reset'));
  return tokenFromMail(mail, '/reset-password');
}

describe('common passwords', () => {
  it.each(COMMON)('refuses to register with %s and creates no account', async (password) => {
    const email = uniqueEmail('common');
    const res = await send(t, 'POST', '/api/auth/register', { name: 'Ada', email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('password'));
    expect((await login(email, password)).statusCode).toBe(401);
  });

  it('still registers with a password that is not on the list', async () => {
    const email = uniqueEmail('uncommon');
    const res = await send(t, 'POST', '/api/auth/register', {
      name: 'Ada',
      email,
      password: 'Kestrel!Moss7',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a common password on reset and leaves the link usable', async () => {
    const { email } = await signedUpUser(t, smtp);
    const token = await mailedResetToken(email);
    const refused = await send(t, 'POST', '/api/auth/password-reset/reset', {
      token,
      password: 'Password1!',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('password'));
    expect((await login(email, 'Password1!')).statusCode).toBe(401);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);

    const ok = await send(t, 'POST', '/api/auth/password-reset/reset', {
      token,
      password: 'Kestrel!Moss7',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a common new password on change and keeps the old one', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const res = await send(
      t,
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Qwerty123!' },
      { headers: bearer(token) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('newPassword'));
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, 'Qwerty123!')).statusCode).toBe(401);
  });

  it('names the password rules first when a password also fails them', async () => {
    const res = await send(t, 'POST', '/api/auth/register', {
      name: 'Ada',
      email: uniqueEmail('weak'),
      password: 'password',
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json() as { errors: { msg: string }[] }).errors.map((e) => e.msg);
    expect(messages).toContain('Password must contain at least one uppercase letter');
    expect(messages).not.toContain(TOO_COMMON);
  });
});
