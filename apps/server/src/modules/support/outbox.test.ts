import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { contactMessages } from '../../db/schema.ts';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/app.ts';
import { freshAddress } from '../../test/auth.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';

const RETRY_MS = 100;

// A port where no mail server listens until a test starts one there.
let port: number;
let smtp: SmtpCapture | undefined;
let database: Database;
let drop: () => Promise<void>;
// Two server instances on one database, as behind a load balancer; their log lines kept.
let one: FastifyInstance;
let two: FastifyInstance;
const log: { level: number; msg: string; contactMessageId?: string }[] = [];

async function instance() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent-web-dist',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SUPPORT_EMAIL: 'help@elevate.test',
    SUPPORT_RETRY_MS: String(RETRY_MS),
  });
  const stream = { write: (line: string) => void log.push(JSON.parse(line)) };
  const app = await buildApp({ config, database, logger: loggerOptions(config, stream) });
  await app.ready();
  return app;
}

beforeAll(async () => {
  const probe = await startSmtpCapture();
  port = Number(new URL(probe.url).port);
  await probe.close();
  ({ database, drop } = await openTestDatabase());
  one = await instance();
  two = await instance();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.close();
  await drop();
});

let sequence = 0;
async function contact(app: FastifyInstance) {
  sequence += 1;
  const subject = `Outbox question ${sequence}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/support/contact',
    payload: { email: `out${sequence}@example.com`, subject, message: 'Is my mail lost?' },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode).toBe(200);
  return subject;
}

const stored = async (subject: string) => {
  const [row] = await database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.subject, subject));
  return row!;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${ms} ms`);
    await sleep(25);
  }
}

const mailsAbout = (subject: string) =>
  smtp!.mails.filter((m) => m.subject === `[Elevate Support] ${subject}`);

describe('support outbox', () => {
  it('keeps a message whose mail failed undelivered and delivers it once the mail server is back', async () => {
    const subject = await contact(one);
    const row = await stored(subject);
    expect(row.deliveredAt).toBeNull();
    expect(row.attempts).toBeGreaterThanOrEqual(1);

    await sleep(RETRY_MS * 3);
    expect((await stored(subject)).deliveredAt).toBeNull();

    smtp = await startSmtpCapture(port);
    await smtp.waitFor((m) => m.subject === `[Elevate Support] ${subject}`);
    await until(async () => (await stored(subject)).deliveredAt !== null);
    // Several more passes of both instances' workers: no second copy.
    await sleep(RETRY_MS * 8);
    expect(mailsAbout(subject)).toHaveLength(1);
    expect(mailsAbout(subject)[0]!.to).toEqual(['help@elevate.test']);
  });

  it('marks a message delivered at once when its first mail goes through', async () => {
    smtp = await startSmtpCapture(port);
    const subject = await contact(two);
    const row = await stored(subject);
    expect(row.deliveredAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(mailsAbout(subject)).toHaveLength(1);
  });

  it('with two instances on one database, delivers every waiting message exactly once', async () => {
    const subjects: string[] = [];
    for (let i = 0; i < 12; i += 1) subjects.push(await contact(i % 2 ? one : two));
    // The mail server comes back while both workers poll the same rows.
    smtp = await startSmtpCapture(port);
    await until(async () => {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(sql`${contactMessages.deliveredAt} IS NULL`);
      return row?.n === 0;
    });
    await sleep(RETRY_MS * 8);
    for (const subject of subjects) expect(mailsAbout(subject)).toHaveLength(1);
  });

  it('logs an error an operator can alert on for a message undelivered for an hour, once an hour', async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values({
        email: 'stuck@example.com',
        subject: 'Stuck for hours',
        message: 'Nobody has read this yet.',
        createdAt: sql`now() - interval '2 hours'`,
        deliveredAt: null,
        // Not due: only the age matters here.
        nextAttemptAt: sql`now() + interval '1 day'`,
      })
      .returning();
    const alerts = () =>
      log.filter(
        (line) =>
          line.msg === 'support message undelivered for over an hour' &&
          line.contactMessageId === row!.id,
      );
    await until(async () => alerts().length > 0);
    expect(alerts()[0]!.level).toBe(50);
    await sleep(RETRY_MS * 8);
    expect(alerts()).toHaveLength(1);
  });
});
