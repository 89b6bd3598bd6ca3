import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../test/app.ts';
import { freshAddress, send, STRONG_PASSWORD, uniqueEmail } from '../../test/auth.ts';
import { AUTH_LIMITS } from './rate-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Calls the endpoint from one address until the limit is used up; returns the next answer. */
async function exhaust(
  url: string,
  body: () => object,
  max: number,
  remoteAddress = freshAddress(),
) {
  for (let i = 0; i < max; i += 1) {
    const res = await send(t, 'POST', url, body(), { remoteAddress });
    expect(res.statusCode).not.toBe(429);
  }
  return send(t, 'POST', url, body(), { remoteAddress });
}

const limited = [
  {
    what: 'login',
    url: '/api/auth/login',
    body: () => ({ email: uniqueEmail(), password: 'Wr0ng!Pass' }),
    max: 10,
    msg: 'Too many login attempts. Please try again later.',
  },
  {
    what: 'register',
    url: '/api/auth/register',
    body: () => ({ name: 'Ada', email: 'same-address@example.com', password: STRONG_PASSWORD }),
    max: AUTH_LIMITS.register.max,
    msg: 'Too many registration attempts. Please try again later.',
  },
  {
    what: 'verify',
    url: '/api/auth/verification/verify-email',
    body: () => ({ token: 'not-a-token' }),
    max: AUTH_LIMITS.verify.max,
    msg: 'Too many verification attempts. Please try again later.',
  },
  {
    what: 'resend',
    url: '/api/auth/verification/send-verification',
    body: () => ({ email: uniqueEmail() }),
    max: AUTH_LIMITS.resend.max,
    msg: 'Too many verification email requests. Please try again later.',
  },
  {
    what: 'reset request',
    url: '/api/auth/password-reset/request',
    body: () => ({ email: uniqueEmail() }),
    max: AUTH_LIMITS.resetRequest.max,
    msg: 'Too many password reset requests. Please try again later.',
  },
  {
    what: 'reset',
    url: '/api/auth/password-reset/reset',
    body: () => ({ token: 'not-a-token', password: STRONG_PASSWORD }),
    max: AUTH_LIMITS.reset.max,
    msg: 'Too many password reset attempts. Please try again later.',
  },
];

describe('per-IP limits of the auth endpoints', () => {
  it.each(limited)(
    'answers 429 with the $what text once the limit is used up',
    async ({ url, body, max, msg }) => {
      const res = await exhaust(url, body, max);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ msg });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('allows 10 login attempts per 15 minutes per address', () => {
    expect(AUTH_LIMITS.login).toMatchObject({ max: 10, windowMs: 15 * 60 * 1000 });
  });

  it('counts each address apart and each endpoint apart', async () => {
    const address = freshAddress();
    const blocked = await exhaust(
      '/api/auth/password-reset/request',
      () => ({ email: uniqueEmail() }),
      5,
      address,
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await send(t, 'POST', '/api/auth/password-reset/request', {
      email: uniqueEmail(),
    });
    expect(elsewhere.statusCode).toBe(200);
    const otherEndpoint = await send(
      t,
      'POST',
      '/api/auth/verification/send-verification',
      { email: uniqueEmail() },
      {
        remoteAddress: address,
      },
    );
    expect(otherEndpoint.statusCode).toBe(200);
  });

  it('keys on the socket address and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i <= AUTH_LIMITS.resetRequest.max; i += 1) {
      const headers = { ...(await csrfHeaders(t.app)), 'x-forwarded-for': `198.51.100.${i}` };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: uniqueEmail() },
        headers,
        remoteAddress,
      });
      expect(res.statusCode).toBe(i < AUTH_LIMITS.resetRequest.max ? 200 : 429);
    }
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(() => proxied.close());

  it('keys on the X-Forwarded-For client address', async () => {
    const call = async (client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: uniqueEmail() },
        headers: { ...(await csrfHeaders(proxied.app)), 'x-forwarded-for': client },
        remoteAddress: '10.0.0.1',
      });
    for (let i = 0; i < AUTH_LIMITS.resetRequest.max; i += 1)
      expect((await call('203.0.113.7')).statusCode).toBe(200);
    const blocked = await call('203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      msg: 'Too many password reset requests. Please try again later.',
    });
    expect((await call('203.0.113.8')).statusCode).toBe(200);
  });
});
