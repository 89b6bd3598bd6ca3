import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { bearer, send, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { totpCode } from '../../test/totp.ts';
import { hashPassword } from './passwords.ts';

const APP_URL = 'http://localhost:3000';
const { t, smtp } = appWithMailPerFile({ APP_URL });
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(STRONG_PASSWORD);
});

const post = (url: string, token: string | null, body: object = {}) =>
  send(t, 'POST', url, body, token ? { headers: bearer(token) } : {});
const passwordUser = () => createTestUser(t, { passwordHash });
/** A provider account's session issued more than ten minutes ago. */
async function agedProviderUser() {
  const user = await createTestUser(t, { googleSubject: `sub-${uniqueEmail()}` });
  await t.database.db.execute(
    sql`update sessions set created_at = now() - interval '11 minutes' where user_id = ${user.id}`,
  );
  return user;
}

async function addPasskey(user: TestUser, body: object) {
  const authenticator = new SoftAuthenticator(APP_URL);
  const options = await post('/api/auth/passkeys/registration-options', user.token, body);
  if (options.statusCode !== 200) return { options, authenticator };
  const added = await post('/api/auth/passkeys', user.token, {
    name: 'Laptop',
    response: authenticator.register(options.json().options),
  });
  expect(added.statusCode, added.body).toBe(201);
  return { options, authenticator };
}

async function passkeySignIn(authenticator: SoftAuthenticator) {
  const options = (await post('/api/auth/passkeys/sign-in-options', null)).json().options;
  return post('/api/auth/passkeys/sign-in', null, { response: authenticator.assert(options) });
}

describe('a stolen session cannot mint itself a lasting way in', () => {
  it('adding a passkey needs the current password', async () => {
    const user = await passwordUser();
    const without = await addPasskey(user, {});
    expect(without.options.statusCode).toBe(400);
    expect(without.options.json()).toEqual({
      errors: [{ param: 'password', msg: 'Enter your password to confirm.' }],
    });
    const wrong = await addPasskey(user, { password: 'Wr0ng!Pass' });
    expect(wrong.options.statusCode).toBe(401);
    expect(wrong.options.json()).toEqual({ msg: 'Password is incorrect' });
    expect((await addPasskey(user, { password: STRONG_PASSWORD })).options.statusCode).toBe(200);
  });

  it('turning on the authenticator app needs the current password', async () => {
    const user = await passwordUser();
    const without = await post('/api/auth/2fa/totp/setup', user.token, {});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      errors: [{ param: 'password', msg: 'Enter your password to confirm.' }],
    });
    const wrong = await post('/api/auth/2fa/totp/setup', user.token, { password: 'Wr0ng!Pass' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ msg: 'Password is incorrect' });
    const right = await post('/api/auth/2fa/totp/setup', user.token, {
      password: STRONG_PASSWORD,
    });
    expect(right.statusCode).toBe(200);
  });

  it('a provider account needs a provider sign-in within the last 10 minutes', async () => {
    const user = await agedProviderUser();
    const reauth = { msg: 'Sign in with Google again, then confirm within 10 minutes.' };
    const passkey = await addPasskey(user, {});
    expect(passkey.options.statusCode).toBe(401);
    expect(passkey.options.json()).toEqual(reauth);
    const totp = await post('/api/auth/2fa/totp/setup', user.token, {});
    expect(totp.statusCode).toBe(401);
    expect(totp.json()).toEqual(reauth);
  });

  it('a passkey sign-in is not the fresh sign-in that e-mail change and deletion ask for', async () => {
    const user = await createTestUser(t, { googleSubject: `sub-${uniqueEmail()}` });
    const { authenticator } = await addPasskey(user, {});
    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.statusCode).toBe(200);
    const passkeySession = signedIn.json().token as string;
    const reauth = { msg: 'Sign in with Google again, then confirm within 10 minutes.' };

    const move = await post('/api/account/email', passkeySession, { newEmail: uniqueEmail() });
    expect(move.statusCode).toBe(401);
    expect(move.json()).toEqual(reauth);
    const deletion = await send(
      t,
      'DELETE',
      '/api/account',
      { email: user.email },
      { headers: bearer(passkeySession) },
    );
    expect(deletion.statusCode).toBe(401);
    expect(deletion.json()).toEqual(reauth);
    // Nor may it add another passkey in turn.
    expect((await post('/api/auth/passkeys/registration-options', passkeySession)).statusCode).toBe(
      401,
    );
  });
});

describe('the owner hears of every credential added', () => {
  it('mails a notice when a passkey is added, two-step verification turned on and recovery codes replaced', async () => {
    const user = await passwordUser();
    await addPasskey(user, { password: STRONG_PASSWORD });
    const added = await smtp.waitFor(
      (m) =>
        m.to.includes(user.email) && m.subject === 'A passkey was added to your Elevate account',
    );
    expect(added.text).toContain('"Laptop"');

    const { secret } = (
      await post('/api/auth/2fa/totp/setup', user.token, { password: STRONG_PASSWORD })
    ).json();
    await post('/api/auth/2fa/totp/enable', user.token, { code: totpCode(secret) });
    await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject === 'Two-step verification was turned on',
    );
    const replaced = await post('/api/auth/2fa/recovery-codes', user.token, {
      code: totpCode(secret, 1),
    });
    expect(replaced.statusCode).toBe(200);
    await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject === 'Your Elevate recovery codes were replaced',
    );
  });
});

describe('a password reset', () => {
  async function resetWith(email: string, extra: object) {
    await post('/api/auth/password-reset/request', null, { email });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Reset your Elevate password',
    );
    smtp.mails.splice(smtp.mails.indexOf(mail), 1);
    return post('/api/auth/password-reset/reset', null, {
      token: tokenFromMail(mail, '/reset-password'),
      password: 'N3w!Secret',
      ...extra,
    });
  }

  it('can also remove every passkey, so one added by whoever had the account stops signing in', async () => {
    const user = await passwordUser();
    const { authenticator } = await addPasskey(user, { password: STRONG_PASSWORD });
    const kept = await resetWith(user.email, {});
    expect(kept.statusCode).toBe(200);
    expect((await passkeySignIn(authenticator)).statusCode).toBe(200);

    const removed = await resetWith(user.email, { removePasskeys: true });
    expect(removed.statusCode, removed.body).toBe(200);
    const attempt = await passkeySignIn(authenticator);
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json()).toEqual({ msg: 'The passkey could not be verified' });
  });
});
