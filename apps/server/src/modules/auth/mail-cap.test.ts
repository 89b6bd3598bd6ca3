import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.ts';
import { freshAddress, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { httpClient, startHttpApp, type HttpTestApp } from '../../test/http.ts';
import { startSmtpCapture, tokenFromMail, type SmtpCapture } from '../../test/smtp-capture.ts';

let server: HttpTestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Each request names its own client address, as a proxy on 127.0.0.1 would.
  server = await startHttpApp({ SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const fromAnywhere = () => ({ 'x-forwarded-for': freshAddress() });
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
/** The cap's log lines about one user: every request over the cap leaves one. */
const capLogs = (userId: string) =>
  server.logs.filter(
    (l) => l.msg === 'auth mail not sent: recipient cap reached' && l.userId === userId,
  );
/** Each request ends in a mail or a cap log line; waits until all of them have. */
const settled = (email: string, userId: string, requests: number) =>
  vi.waitFor(() => expect(mailsTo(email).length + capLogs(userId).length).toBe(requests), {
    timeout: 5000,
  });
async function insertUser(email: string): Promise<string> {
  const [user] = await server.database.db
    .insert(users)
    .values({ email, name: 'Ada', isVerified: true, passwordHash: 'unused' })
    .returning({ id: users.id });
  return user!.id;
}

describe('mails per recipient address', () => {
  it('sends 3 of 5 reset requests from different addresses, answering all 5 alike', async () => {
    const email = uniqueEmail('mailbox');
    const userId = await insertUser(email);
    const post = await httpClient(server.url);
    const answers = [];
    // Case does not make it another mailbox.
    for (const address of [email, email.toUpperCase(), email, email, email]) {
      answers.push(
        await post('/api/auth/password-reset/request', { email: address }, fromAnywhere()),
      );
    }
    const message = 'If an account exists for this email, a password reset link has been sent.';
    expect(answers).toEqual(Array(5).fill({ status: 200, body: { message } }));
    await settled(email, userId, 5);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(3);
    expect(capLogs(userId)).toHaveLength(2);
    expect(capLogs(userId)[0]).toMatchObject({ level: 40, kind: 'reset', max: 3 });
    // Neither the address nor any link's token reaches the log.
    const logText = JSON.stringify(server.logs);
    expect(logText).not.toContain(email);
    for (const mail of mails) expect(logText).not.toContain(tokenFromMail(mail, '/reset-password'));
  });

  it('keeps the last mailed link live: a request over the cap voids nothing', async () => {
    const email = uniqueEmail('live-link');
    const userId = await insertUser(email);
    const post = await httpClient(server.url);
    for (let i = 0; i < 4; i += 1) {
      await post('/api/auth/password-reset/request', { email }, fromAnywhere());
    }
    await settled(email, userId, 4);
    const lastLink = tokenFromMail(mailsTo(email)[2]!, '/reset-password');
    const check = await post('/api/auth/password-reset/verify', { token: lastLink });
    expect(check).toEqual({ status: 200, body: { valid: true } });
  });

  it('counts verification and reset mails together', async () => {
    const email = uniqueEmail('mixed');
    const post = await httpClient(server.url);
    const registered = await post(
      '/api/auth/register',
      { name: 'Ada', email, password: STRONG_PASSWORD },
      fromAnywhere(),
    );
    expect(registered.status).toBe(201);
    await smtp.waitFor((m) => m.to.includes(email));
    for (let i = 0; i < 3; i += 1) {
      const res = await post('/api/auth/verification/send-verification', { email }, fromAnywhere());
      expect(res.status).toBe(200);
    }
    const [user] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    // The resends' mails go out in the background; let them settle before the reset asks.
    await settled(email, user!.id, 4);
    const reset = await post('/api/auth/password-reset/request', { email }, fromAnywhere());
    expect(reset.status).toBe(200);
    await settled(email, user!.id, 5);
    const subjects = mailsTo(email).map((m) => m.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects.every((s) => s.includes('Verify'))).toBe(true);
    expect(capLogs(user!.id).map((l) => l.kind)).toEqual(['verification', 'reset']);
  });
});
