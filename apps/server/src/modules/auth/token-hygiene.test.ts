import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authTokens } from '../../db/schema.ts';
import { createTestUser } from '../../test/app.ts';
import {
  bearer,
  registerUser,
  send,
  signedUpUser,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';
import { issueAuthToken } from './auth-tokens.ts';
import { hashPassword } from './passwords.ts';

// The real argon2, counted: the reset endpoint must not run it for a token it refuses.
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const { t, smtp } = appWithMailPerFile();

const NEW_PASSWORD = 'N3w!Secret';
const INVALID_RESET = { msg: 'Invalid or expired reset token' };
const isLive = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) }))
    .statusCode === 200;
const mailsTo = (email: string, subject: string) =>
  smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes(subject));
async function mailedTokens(email: string, subject: string, path: string, count: number) {
  await smtp.waitFor(() => mailsTo(email, subject).length >= count);
  return mailsTo(email, subject).map((mail) => tokenFromMail(mail, path));
}
const checkReset = (token: string) => send(t, 'POST', '/api/auth/password-reset/verify', { token });

describe('token hygiene', () => {
  it('a password change voids outstanding reset links and answers a new session token', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    await send(t, 'POST', '/api/auth/password-reset/request', { email });
    const [resetToken] = await mailedTokens(email, 'Reset', '/reset-password', 1);
    const res = await send(
      t,
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
      { headers: bearer(token) },
    );
    expect(res.statusCode).toBe(200);
    const { token: next } = res.json() as { token: string };
    expect(await isLive(token)).toBe(false);
    expect(await isLive(next)).toBe(true);
    // Whoever read the mailbox before the change cannot set the password back.
    const reset = await send(t, 'POST', '/api/auth/password-reset/reset', {
      token: resetToken,
      password: 'Ev1l!Secret',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(INVALID_RESET);
  });

  it('a new verification mail voids the older verification links', async () => {
    const email = uniqueEmail('verify');
    const { verifyToken: first } = await registerUser(t, smtp, email);
    await send(t, 'POST', '/api/auth/verification/send-verification', { email });
    const [, second] = await mailedTokens(email, 'Verify', '/verify-email', 2);
    const verify = (token: string) =>
      send(t, 'POST', '/api/auth/verification/verify-email', { token });
    const stale = await verify(first);
    expect(stale.statusCode).toBe(400);
    expect((await verify(second!)).statusCode).toBe(200);
  });

  it('checks a reset token before hashing anything: a refused token runs no argon2', async () => {
    const before = vi.mocked(hashPassword).mock.calls.length;
    const refused = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(t, 'POST', '/api/auth/password-reset/reset', {
          token: 'x'.repeat(43),
          password: NEW_PASSWORD,
        }),
      ),
    );
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_RESET);
    }
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(before);
    // The counter does see the endpoint's hashing: a good token costs exactly one run.
    const user = await createTestUser(t);
    const good = await issueAuthToken(t.database.db, user.id, 'reset');
    const res = await send(t, 'POST', '/api/auth/password-reset/reset', {
      token: good,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(before + 1);
  });

  it('three racing reset requests leave exactly one live link', async () => {
    const user = await createTestUser(t);
    await issueAuthToken(t.database.db, user.id, 'reset');
    // Holding the older link's row (on PGlite, the whole database) while the requests
    // arrive lines them up: each reaches the point of voiding the older links before
    // any gets further, the moment two unserialised requests both issue a live link.
    const requests = await t.database.db.transaction(async (tx) => {
      await tx
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(eq(authTokens.userId, user.id))
        .for('update');
      const sent = Array.from({ length: 3 }, () =>
        send(t, 'POST', '/api/auth/password-reset/request', { email: user.email }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      return sent;
    });
    for (const res of await Promise.all(requests)) expect(res.statusCode).toBe(200);
    const tokens = await mailedTokens(user.email, 'Reset', '/reset-password', 3);
    const checks = await Promise.all(tokens.map(checkReset));
    expect(checks.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    const live = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.userId, user.id),
          eq(authTokens.kind, 'reset'),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, sql`now()`),
        ),
      );
    expect(live[0]?.n).toBe(1);
  });
});
