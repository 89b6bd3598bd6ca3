import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitals } from '../../db/schema.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { VITALS_PER_MINUTE } from './routes.ts';

const METRICS_TOKEN = 'm'.repeat(40);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());

const beacon = (body: unknown, type = 'application/json', remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    headers: { 'content-type': type },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

const lcp = {
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  id: 'v5-1',
  navigationType: 'navigate',
  path: '/login',
};

describe('web vitals', () => {
  it('stores a beacon sent as JSON without a CSRF token', async () => {
    const res = await beacon(lcp);
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.select().from(webVitals);
    expect(rows).toEqual([
      expect.objectContaining({ name: 'LCP', value: 1234.5, rating: 'good', path: '/login' }),
    ]);
  });

  it('accepts the JSON labelled text/plain as some browsers send beacons', async () => {
    const res = await beacon({ ...lcp, name: 'CLS', value: 0.04 }, 'text/plain;charset=UTF-8');
    expect(res.statusCode).toBe(204);
  });

  it('keeps only the path of a page address, never its query string', async () => {
    await beacon({ ...lcp, name: 'TTFB', value: 90, path: '/reset-password?token=secret' });
    const rows = await t.database.db.select().from(webVitals);
    expect(rows.map((r) => r.path)).not.toContain('/reset-password?token=secret');
    expect(rows.map((r) => r.path)).toContain('/reset-password');
  });

  it('rejects an unknown metric name, a negative value and a body that is not JSON', async () => {
    expect((await beacon({ ...lcp, name: 'FID' })).statusCode).toBe(400);
    expect((await beacon({ ...lcp, value: -1 })).statusCode).toBe(400);
    const notJson = await beacon('name=LCP', 'text/plain');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toHaveProperty('msg');
  });

  it('limits beacons per address with 429 and leaves other addresses alone', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < VITALS_PER_MINUTE; i++) await beacon(lcp, 'application/json', ip);
    const limited = await beacon(lcp, 'application/json', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await beacon(lcp, 'application/json', '10.9.9.10')).statusCode).toBe(204);
  });

  it('summarises the 75th percentile per metric for the METRICS_TOKEN bearer only', async () => {
    await t.database.db.delete(webVitals);
    for (const value of [100, 200, 300, 400, 500]) {
      await beacon({ ...lcp, name: 'FCP', value }, 'application/json', '10.1.1.1');
    }
    const summary = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/vitals/summary',
        headers: authorization ? { authorization } : {},
      });
    const res = await summary(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().metrics).toEqual([{ name: 'FCP', p75: 400, count: 5 }]);

    // A signed-in user's session is not the metrics token, nor is anything else.
    const user = await createTestUser(t);
    for (const authorization of [
      user.headers.authorization,
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const refused = await summary(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ msg: 'A valid metrics token is required' });
    }
  });

  it('has no summary at all when METRICS_TOKEN is unset, even for a signed-in user', async () => {
    const bare = await createTestApp();
    try {
      const user = await createTestUser(bare);
      const res = await bare.app.inject({
        method: 'GET',
        url: '/api/vitals/summary',
        headers: user.headers,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('answers the bare ping without a session or a cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.json()).toEqual({ pong: true });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
