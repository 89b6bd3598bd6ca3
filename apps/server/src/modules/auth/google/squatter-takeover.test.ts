import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChangeTokens, passkeys, users, userTotp } from '../../../db/schema.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { bearer, send, STRONG_PASSWORD, uniqueEmail } from '../../../test/auth.ts';
import { tokenFromMail } from '../../../test/smtp-capture.ts';
import { SoftAuthenticator } from '../../../test/soft-authenticator.ts';
import { totpCode } from '../../../test/totp.ts';
import { appWithProviderPerFile, PROVIDER_APP_URL } from '../../../test/per-file.ts';
import { createSecretBox } from '../two-factor/secret-box.ts';

const APP_URL = PROVIDER_APP_URL;
const { t, provider, flow, smtp } = appWithProviderPerFile({ mail: true });

const post = (url: string, token: string | null, payload: object = {}) =>
  send(t, 'POST', url, payload, token ? { headers: bearer(token) } : {});
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

/** The squatter registers the victim's address with a password of their own: unproven. */
async function squat(label: string) {
  const email = uniqueEmail(label);
  const res = await post('/api/auth/register', null, {
    name: 'Mallory',
    email,
    password: STRONG_PASSWORD,
  });
  expect(res.statusCode).toBe(201);
  return { email, token: (res.json() as { token: string }).token };
}

/** The real owner arrives through the provider, which has verified the address. */
async function ownerSignsIn(email: string) {
  const subject = `sub-${email}`;
  provider.accounts.set(subject, { email, email_verified: true, name: 'Victor' });
  const back = await flow.signIn(subject);
  return flow.exchange(flow.codeOf(back), back.browserCookie);
}

async function passkeySignIn(authenticator: SoftAuthenticator) {
  const options = (await post('/api/auth/passkeys/sign-in-options', null)).json().options;
  const response = authenticator.assert(options);
  return post('/api/auth/passkeys/sign-in', null, { response });
}

describe('what a squatter set up does not outlive the provider takeover', () => {
  it("the squatter's passkey cannot sign in to the owner's account after the takeover", async () => {
    const squatter = await squat('pk-victim');
    const authenticator = new SoftAuthenticator(APP_URL);
    const options = await post('/api/auth/passkeys/registration-options', squatter.token, {
      password: STRONG_PASSWORD,
    });
    if (options.statusCode === 200) {
      await post('/api/auth/passkeys', squatter.token, {
        name: 'Mallory',
        response: authenticator.register(options.json().options),
      });
    }
    expect((await ownerSignsIn(squatter.email)).json()).toEqual({ token: expect.any(String) });

    const attempt = await passkeySignIn(authenticator);
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json()).toEqual({ msg: 'The passkey could not be verified' });
  });

  it("the squatter's authenticator app does not stand between the owner and the account", async () => {
    const squatter = await squat('totp-victim');
    const setup = await post('/api/auth/2fa/totp/setup', squatter.token, {
      password: STRONG_PASSWORD,
    });
    if (setup.statusCode === 200) {
      const code = totpCode(setup.json().secret);
      await post('/api/auth/2fa/totp/enable', squatter.token, { code });
    }
    const owner = await ownerSignsIn(squatter.email);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ token: expect.any(String) });
  });

  it('a link to move the account, asked for before the takeover, is refused after it', async () => {
    const squatter = await squat('ec-victim');
    const theirs = uniqueEmail('mallory-own');
    await post('/api/account/email', squatter.token, {
      newEmail: theirs,
      password: STRONG_PASSWORD,
    });
    expect((await ownerSignsIn(squatter.email)).statusCode).toBe(200);

    const mailed = smtp.mails.find((m) => m.to.includes(theirs));
    if (mailed) {
      const confirmed = await post('/api/account/email/confirm', null, {
        token: tokenFromMail(mailed, '/confirm-email-change'),
      });
      expect(confirmed.statusCode).toBe(400);
      expect(confirmed.json()).toEqual({ msg: 'Invalid or expired email change link' });
    }
    expect((await userRow(squatter.email)).email).toBe(squatter.email);
  });

  it('clears passkeys, the authenticator, recovery codes and links an unproven account already held', async () => {
    // As an account may hold from before unproven addresses were refused these.
    const squatter = await squat('legacy-victim');
    const { id } = await userRow(squatter.email);
    const authenticator = new SoftAuthenticator(APP_URL);
    await t.database.db.insert(passkeys).values({
      userId: id,
      name: 'Mallory',
      credentialId: authenticator.id,
      publicKey: 'unused',
    });
    const secret = 'JBSWY3DPEHPK3PXP';
    const sealed = createSecretBox(undefined).seal(secret, id);
    await t.database.db
      .insert(userTotp)
      .values({ userId: id, secret: sealed, enabledAt: new Date() });
    const link = 'a-link-minted-before-the-takeover';
    await t.database.db.insert(emailChangeTokens).values({
      userId: id,
      newEmail: uniqueEmail('mallory-legacy'),
      tokenHash: hashToken(link),
      expiresAt: new Date(Date.now() + 60_000),
    });

    expect((await ownerSignsIn(squatter.email)).json()).toEqual({ token: expect.any(String) });
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, id))).toEqual([]);
    expect(await t.database.db.select().from(userTotp).where(eq(userTotp.userId, id))).toEqual([]);
    const confirmed = await post('/api/account/email/confirm', null, { token: link });
    expect(confirmed.statusCode).toBe(400);
  });
});

describe('an address proven only by an e-mail change link', () => {
  it('is taken over by a provider sign-in like an unverified one: the mover loses password and sessions', async () => {
    // Mallory moves her own account to the victim's address; a mail scanner opens the link.
    const mallory = await squat('mover');
    await t.database.db
      .update(users)
      .set({ isVerified: true })
      .where(eq(users.email, mallory.email));
    const victim = uniqueEmail('scanned');
    const asked = await post('/api/account/email', mallory.token, {
      newEmail: victim,
      password: STRONG_PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(victim));
    const opened = await post('/api/account/email/confirm', null, {
      token: tokenFromMail(mail, '/confirm-email-change'),
    });
    expect(opened.statusCode).toBe(200);

    expect((await ownerSignsIn(victim)).statusCode).toBe(200);
    const login = await post('/api/auth/login', null, { email: victim, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(401);
    const read = await t.app.inject({ url: '/api/auth/user', headers: bearer(mallory.token) });
    expect(read.statusCode).toBe(401);
  });
});

describe('an unverified account', () => {
  it('is refused passkeys, two-factor, e-mail change and restore with 403', async () => {
    const squatter = await squat('refused');
    const msg =
      'Verify your email address first: open the link we sent you. Passkeys, two-step verification, email changes and restores need a verified address.';
    const attempts = [
      await post('/api/auth/passkeys/registration-options', squatter.token, {
        password: STRONG_PASSWORD,
      }),
      await post('/api/auth/2fa/totp/setup', squatter.token, { password: STRONG_PASSWORD }),
      await post('/api/account/email', squatter.token, {
        newEmail: uniqueEmail('elsewhere'),
        password: STRONG_PASSWORD,
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ msg });
    }
    const exported = await t.app.inject({
      url: '/api/account/export',
      headers: bearer(squatter.token),
    });
    const restore = await post('/api/account/restore', squatter.token, exported.json());
    expect(restore.statusCode, restore.body).toBe(403);
    expect(restore.json()).toEqual({ msg });
  });
});
