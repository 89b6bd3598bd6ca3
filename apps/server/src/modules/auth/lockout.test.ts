import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.ts';
import { freshAddress, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { httpClient, startHttpApp, type HttpTestApp } from '../../test/http.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession } from './session-store.ts';

// Counts the argon2 verifications the server runs: the export every password check goes through.
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);

const LOCKED = {
  msg: 'Your account has been temporarily locked due to too many failed login attempts. Please try again later.',
};
const WRONG_CURRENT = { msg: 'Current password is incorrect' };

let server: HttpTestApp;
let hash: string;
beforeAll(async () => {
  // The per-IP login limit (10) would answer 429 first: each request names its own client.
  server = await startHttpApp({ TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' });
  hash = await hashPassword(STRONG_PASSWORD);
});
afterAll(() => server.close());
beforeEach(() => checks.mockClear());

async function verifiedUser() {
  const email = uniqueEmail('lockout');
  const [user] = await server.database.db
    .insert(users)
    .values({ email, name: 'Ada', isVerified: true, passwordHash: hash })
    .returning({ id: users.id });
  return { id: user!.id, email, token: await createSession(server.database.db, user!.id) };
}

const fromAnywhere = () => ({ 'x-forwarded-for': freshAddress() });
const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }),
    {},
  );

describe('lockout under parallel guesses', () => {
  it('runs at most five password checks for 50 parallel wrong logins; the right password then gets 423', async () => {
    const { email } = await verifiedUser();
    const post = await httpClient(server.url);
    const login = (password: string) =>
      post('/api/auth/login', { email, password }, fromAnywhere());
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => login(`Wr0ng!Pass${i}`)));
    expect(checks).toHaveBeenCalledTimes(5);
    // Four failures answer 401; the fifth locks and already answers 423, as do the untried ones.
    expect(statuses(burst)).toEqual({ 401: 4, 423: 46 });
    expect(burst.filter((a) => a.status === 423).every((a) => a.body.msg === LOCKED.msg)).toBe(
      true,
    );
    const right = await login(STRONG_PASSWORD);
    expect(right).toEqual({ status: 423, body: LOCKED });
    expect(checks).toHaveBeenCalledTimes(5);
  });

  it('answers 423 to a right password racing a burst once five wrong ones have failed', async () => {
    const { email } = await verifiedUser();
    const post = await httpClient(server.url);
    const login = (password: string) =>
      post('/api/auth/login', { email, password }, fromAnywhere());
    const wrong = Array.from({ length: 20 }, (_, i) => login(`Wr0ng!Pass${i}`));
    // Sent once five checks have finished (the burst's untried guesses answer 423 sooner).
    await vi.waitFor(() =>
      expect(checks.mock.settledResults.filter((r) => r.type === 'fulfilled')).toHaveLength(5),
    );
    const [right] = await Promise.all([login(STRONG_PASSWORD), ...wrong]);
    expect(right).toEqual({ status: 423, body: LOCKED });
  });
});

describe('change password and the lockout', () => {
  const change = async (token: string, currentPassword: string) => {
    const post = await httpClient(server.url, token);
    return post(
      '/api/auth/change-password',
      { currentPassword, newPassword: 'N3w!Passw0rd' },
      fromAnywhere(),
    );
  };

  it('counts wrong current passwords toward the login lockout: 423 once locked, login too', async () => {
    const { email, token } = await verifiedUser();
    const post = await httpClient(server.url);
    for (let i = 0; i < 3; i += 1) {
      const res = await post('/api/auth/login', { email, password: 'Wr0ng!Pass' }, fromAnywhere());
      expect(res.status).toBe(401);
    }
    expect(await change(token, 'Wr0ng!Pass')).toEqual({ status: 401, body: WRONG_CURRENT });
    // The fifth failure, on either endpoint, locks the account.
    expect(await change(token, 'Wr0ng!Pass')).toEqual({ status: 423, body: LOCKED });
    expect(await change(token, STRONG_PASSWORD)).toEqual({ status: 423, body: LOCKED });
    const login = await post(
      '/api/auth/login',
      { email, password: STRONG_PASSWORD },
      fromAnywhere(),
    );
    expect(login).toEqual({ status: 423, body: LOCKED });
    expect(checks).toHaveBeenCalledTimes(5);
  });

  it('runs at most five checks for parallel wrong current passwords', async () => {
    const { token } = await verifiedUser();
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => change(token, `Wr0ng!Pass${i}`)),
    );
    expect(checks).toHaveBeenCalledTimes(5);
    expect(statuses(burst)).toEqual({ 401: 4, 423: 6 });
  });

  it('resets the count on a right current password', async () => {
    const { id, token } = await verifiedUser();
    for (let i = 0; i < 4; i += 1) expect((await change(token, 'Wr0ng!Pass')).status).toBe(401);
    expect((await change(token, STRONG_PASSWORD)).status).toBe(200);
    const [row] = await server.database.db
      .select({ count: users.failedLoginCount, lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, id));
    expect(row).toEqual({ count: 0, lockedUntil: null });
  });

  it('limits calls per signed-in user, whichever address they come from', async () => {
    const victim = await verifiedUser();
    const other = await verifiedUser();
    // Ten calls are allowed in 15 minutes; the first five wrong ones lock the account.
    for (let i = 0; i < 10; i += 1) await change(victim.token, 'Wr0ng!Pass');
    const limited = await change(victim.token, 'Wr0ng!Pass');
    expect(limited).toEqual({
      status: 429,
      body: { msg: 'Too many password change attempts. Please try again later.' },
    });
    expect((await change(other.token, 'Wr0ng!Pass')).status).toBe(401);
  });
});
