import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test/app.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** What an app built with these variables logs while it starts, at the production level. */
async function startupLog(env: Record<string, string>): Promise<string> {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    TOTP_ENCRYPTION_KEY: 'k'.repeat(32),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config, { write: (line) => void lines.push(line) }),
  });
  await app.ready();
  await app.close();
  return lines.join('');
}

describe('start-up warnings', () => {
  it('warns that an http:// APP_URL off this machine has no Secure cookies and no HSTS', async () => {
    const log = await startupLog({ APP_URL: 'http://elevate.example', SMTP_URL: 'smtp://m:25' });
    expect(log).toMatch(/"level":40.*APP_URL is http:\/\/ on a host other than this machine/);
    expect(log).toContain('no HSTS');
  });

  it.each(['http://localhost:3000', 'https://elevate.example'])(
    'does not warn for %s',
    async (url) => {
      const log = await startupLog({ APP_URL: url, SMTP_URL: 'smtp://m:25' });
      expect(log).not.toContain('APP_URL is http://');
    },
  );

  it('warns that MAIL_LOG=true writes mails to the log off loopback', async () => {
    const log = await startupLog({ APP_URL: 'https://elevate.example', MAIL_LOG: 'true' });
    expect(log).toMatch(/"level":40.*MAIL_LOG=true: mails, with their sign-in links/);
    const quiet = await startupLog({ APP_URL: 'http://localhost:3000' });
    expect(quiet).not.toContain('MAIL_LOG');
  });
});

describe('the CSRF cookie over https', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is __Host-csrf_token, Secure, path / and without a Domain', async () => {
    t = await createTestApp({
      APP_URL: 'https://elevate.example',
      SMTP_URL: 'smtp://m:25',
      TOTP_ENCRYPTION_KEY: 'k'.repeat(32),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-csrf_token=[\w-]{43};/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=/i);

    const { csrfToken } = res.json() as { csrfToken: string };
    const post = (cookieHeader: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: cookieHeader, 'x-csrf-token': csrfToken },
        payload: { email: 'nobody@example.com', password: 'x' },
      });
    // The prefixed cookie passes the check (401: no such account) ...
    expect((await post(`__Host-csrf_token=${csrfToken}`)).statusCode).toBe(401);
    // ... an unprefixed one, as a subdomain or plain http could plant, does not.
    expect((await post(`csrf_token=${csrfToken}`)).statusCode).toBe(403);
  });

  it('keeps the plain name over http, where browsers refuse the prefix', async () => {
    t = await createTestApp({ APP_URL: 'http://localhost:3000' });
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    expect(String(res.headers['set-cookie'])).toMatch(/^csrf_token=/);
  });
});
