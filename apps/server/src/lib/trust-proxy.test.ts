import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { rateLimits } from '../db/schema.ts';
import { AUTH_LIMITS } from '../modules/auth/rate-limits.ts';
import { uniqueEmail } from '../test/auth.ts';
import { httpClient, startHttpApp, type HttpTestApp } from '../test/http.ts';

const { name, max, msg } = AUTH_LIMITS.resetRequest;

/** Calls a per-IP limited endpoint once per X-Forwarded-For value, over a real socket. */
async function resetRequests(server: HttpTestApp, forwardedFor: string[]) {
  const post = await httpClient(server.url);
  const answers = [];
  for (const value of forwardedFor) {
    const headers = { 'x-forwarded-for': value };
    answers.push(await post('/api/auth/password-reset/request', { email: uniqueEmail() }, headers));
  }
  return answers;
}

/** The client addresses the limit has counted, as stored in its keys. */
async function buckets(server: HttpTestApp): Promise<string[]> {
  const rows = await server.database.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${name}:%`));
  return rows.map((r) => r.key.slice(name.length + 1)).sort();
}

describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let server: HttpTestApp;
  beforeAll(async () => {
    server = await startHttpApp({ TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' });
  });
  afterAll(() => server.close());

  it('puts forged X-Forwarded-For variations from one client into one bucket', async () => {
    // What the proxy on 127.0.0.1 passes on: whatever the client wrote, then the address it saw.
    const forged = [
      '1.2.3.4, 203.0.113.9',
      '5.6.7.8, 203.0.113.9',
      '203.0.113.9',
      '127.0.0.1, 203.0.113.9',
      '10.0.0.1, 198.51.100.7, 203.0.113.9',
      'not-an-address, 203.0.113.9',
    ];
    const answers = await resetRequests(server, forged);
    expect(answers.slice(0, max).every((a) => a.status === 200)).toBe(true);
    expect(answers[max]).toEqual({ status: 429, body: { msg } });
    expect(await buckets(server)).toEqual(['203.0.113.9']);
    const [otherClient] = await resetRequests(server, ['1.2.3.4, 203.0.113.10']);
    expect(otherClient?.status).toBe(200);
  });
});

describe('behind a chain of trusted proxies (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', () => {
  let server: HttpTestApp;
  beforeAll(async () => {
    server = await startHttpApp({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8', LOG_LEVEL: 'warn' });
  });
  afterAll(() => server.close());

  it('keys on the right-most address that is not a trusted proxy', async () => {
    await resetRequests(server, ['1.2.3.4, 203.0.113.9, 10.1.2.3', '203.0.113.9, 10.200.0.1']);
    expect(await buckets(server)).toEqual(['203.0.113.9']);
  });
});

describe('without TRUST_PROXY', () => {
  let server: HttpTestApp;
  beforeAll(async () => {
    server = await startHttpApp({ LOG_LEVEL: 'warn' });
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For and keys on the socket address', async () => {
    const answers = await resetRequests(
      server,
      Array.from({ length: max + 1 }, (_, i) => `198.51.100.${i}`),
    );
    expect(answers[max]).toEqual({ status: 429, body: { msg } });
    expect(await buckets(server)).toEqual(['127.0.0.1']);
  });
});

describe('TRUST_PROXY configuration', () => {
  it('is off when unset, empty or false', () => {
    for (const TRUST_PROXY of [undefined, '', 'false', '0']) {
      expect(loadConfig({ TRUST_PROXY }).TRUST_PROXY).toBe(false);
    }
  });

  it('takes addresses, CIDR ranges and named ranges', () => {
    const value = '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,uniquelocal';
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses true, which would believe what the client writes, naming the variable', () => {
    for (const TRUST_PROXY of ['true', '1']) {
      expect(() => loadConfig({ TRUST_PROXY })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY })).toThrow(
        /TRUST_PROXY: true would trust any X-Forwarded-For a client writes/,
      );
    }
  });

  it('refuses what is not an address or a range', () => {
    for (const bad of ['proxy.local', '10.0.0.0/33', '::1/129', '1.2.3.4/8/8', '127.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: not an IP address/);
    }
  });
});
