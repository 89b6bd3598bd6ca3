import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bearer, send, signedUpUser, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';
import { totpCode } from '../../test/totp.ts';

const { t, smtp } = appWithMailPerFile();

const post = (url: string, token: string | null, body: object) =>
  send(t, 'POST', url, body, token ? { headers: bearer(token) } : {});
const INVALID = { msg: 'Invalid or expired email change link' };

/** A signed-in owner and a link, asked for now, that would move the account to `theirs`. */
async function pendingMove(label: string) {
  const owner = await signedUpUser(t, smtp);
  const theirs = uniqueEmail(label);
  const asked = await post('/api/account/email', owner.token, {
    newEmail: theirs,
    password: STRONG_PASSWORD,
  });
  expect(asked.statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(theirs));
  return { ...owner, theirs, link: tokenFromMail(mail, '/confirm-email-change') };
}

async function expectRefused(move: { email: string; link: string }) {
  const res = await post('/api/account/email/confirm', null, { token: move.link });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(INVALID);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, move.email));
  expect(row?.email).toBe(move.email);
}

describe('an e-mail change link does not outlive a credential change', () => {
  it('is refused after a password change', async () => {
    const move = await pendingMove('after-change');
    const changed = await post('/api/auth/change-password', move.token, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'N3w!Secret',
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(move);
  });

  it('is refused after a password reset', async () => {
    const move = await pendingMove('after-reset');
    await post('/api/auth/password-reset/request', null, { email: move.email });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(move.email) && m.subject === 'Reset your Elevate password',
    );
    const reset = await post('/api/auth/password-reset/reset', null, {
      token: tokenFromMail(mail, '/reset-password'),
      password: 'N3w!Secret',
    });
    expect(reset.statusCode).toBe(200);
    await expectRefused(move);
  });

  it('is refused after two-step verification is turned on', async () => {
    const move = await pendingMove('after-2fa');
    const setup = await post('/api/auth/2fa/totp/setup', move.token, {
      password: STRONG_PASSWORD,
    });
    const { secret } = setup.json() as { secret: string };
    const on = await post('/api/auth/2fa/totp/enable', move.token, { code: totpCode(secret) });
    expect(on.statusCode).toBe(200);
    await expectRefused(move);
  });

  it('is refused when the credentials changed after it was made, even if it was not voided', async () => {
    const move = await pendingMove('bound');
    // A credential change by a path that forgot to void the links: the binding still holds.
    await t.database.db
      .update(users)
      .set({ credentialVersion: sql`${users.credentialVersion} + 1` })
      .where(eq(users.email, move.email));
    await expectRefused(move);
  });
});

describe('asking for an e-mail change', () => {
  it('tells the current address at once, before any link is opened', async () => {
    const move = await pendingMove('heads-up');
    const notice = await smtp.waitFor(
      (m) =>
        m.to.includes(move.email) && m.subject === 'Your Elevate email address is about to change',
    );
    expect(notice.text).toContain(move.theirs);
    expect(notice.replyTo).toBeTruthy();
  });
});
