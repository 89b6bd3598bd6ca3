import { describe, expect, it } from 'vitest';
import {
  bearer,
  registerUser,
  send,
  signedUpUser,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../test/auth.ts';
import { csrfHeaders } from '../../test/app.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';

const { t, smtp } = appWithMailPerFile({ APP_URL: 'http://localhost:5173' });

const patch = async (token: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/account',
    headers: { ...(await csrfHeaders(t.app)), ...bearer(token) },
    payload,
  });
const userOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json();

describe('the account’s language', () => {
  it('is null (the browser’s) until chosen, and the mails are English then', async () => {
    const email = uniqueEmail('plain');
    const { sessionToken } = await registerUser(t, smtp, email);
    expect((await userOf(sessionToken)).locale).toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Verify your Elevate email address');
  });

  it('comes from sign-up, so the verification mail is in the reader’s language', async () => {
    const email = uniqueEmail('deutsch');
    const res = await send(t, 'POST', '/api/auth/register', {
      name: 'Ada',
      email,
      password: STRONG_PASSWORD,
      locale: 'de',
    });
    expect(res.statusCode).toBe(201);
    expect((await userOf(res.json().token)).locale).toBe('de');
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Elevate');
    expect(mail.text).toContain('Hallo Ada,');
    expect(mail.text).toContain('http://localhost:5173/verify-email?token=');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('E-Mail bestätigen');
  });

  it('is set in Settings without a password, and the next notice speaks it', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    // The sign-in's own notice, written before the language was chosen.
    await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('New sign-in'));
    const res = await patch(token, { locale: 'fr' });
    expect(res.statusCode).toBe(200);
    expect((await userOf(token)).locale).toBe('fr');
    const before = smtp.mails.length;
    const change = await send(
      t,
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!Passw0rd' },
      { headers: bearer(token) },
    );
    expect(change.statusCode).toBe(200);
    const notice = await smtp.waitFor(
      (m) => smtp.mails.indexOf(m) >= before && m.to.includes(email),
    );
    expect(notice.subject).toBe('Votre mot de passe Elevate a été modifié');
    expect(notice.text).toContain('Bonjour Ada Lovelace,');
  });

  it('goes back to the browser’s with null, and refuses a language Elevate does not speak', async () => {
    const { token } = await signedUpUser(t, smtp);
    await patch(token, { locale: 'es' });
    const cleared = await patch(token, { locale: null });
    expect(cleared.statusCode).toBe(200);
    expect((await userOf(token)).locale).toBeNull();
    const refused = await patch(token, { locale: 'it' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ param: 'locale', msg: 'Language must be one of en, de, fr, es' }],
    });
    const signUp = await send(t, 'POST', '/api/auth/register', {
      name: 'Ada',
      email: uniqueEmail('klingon'),
      password: STRONG_PASSWORD,
      locale: 'tlh',
    });
    expect(signUp.statusCode).toBe(400);
  });
});
