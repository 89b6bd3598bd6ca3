import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { contactMessages } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/app.ts';
import { freshAddress } from '../../test/auth.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';

const RETRY_MS = 100;
let database: Database;
let drop: () => Promise<void>;
let port: number;

beforeAll(async () => {
  // A port where no mail server listens: every attempt fails and is retried.
  const probe = await startSmtpCapture();
  port = Number(new URL(probe.url).port);
  await probe.close();
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('support outbox on shutdown', () => {
  it('stops retrying once the app is closed, leaving the message for the next start', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SUPPORT_RETRY_MS: String(RETRY_MS),
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const subject = 'Still waiting after shutdown';
    const res = await app.inject({
      method: 'POST',
      url: '/api/support/contact',
      payload: { email: 'late@example.com', subject, message: 'Please keep this one.' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    const row = async () =>
      (
        await database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))
      )[0]!;
    // The worker retries while the app runs…
    for (let i = 0; i < 100 && (await row()).attempts < 2; i += 1) await sleep(50);
    expect((await row()).attempts).toBeGreaterThanOrEqual(2);

    await app.close();
    const atClose = await row();
    await sleep(RETRY_MS * 10);
    // …and not once after close: no timer is left behind, and nothing stays claimed.
    const later = await row();
    expect(later.attempts).toBe(atClose.attempts);
    expect(later.deliveredAt).toBeNull();
    expect(later.leaseUntil).toBeNull();
  });
});
