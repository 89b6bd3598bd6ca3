import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test/app.ts';
import { TOO_MANY_REQUESTS } from './user-rate-limit.ts';

let t: TestApp;
const LIMIT = 20;
beforeAll(async () => {
  t = await createTestApp({ DATA_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(() => t.close());

const call = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });

describe('per-user limit on budget and transaction calls', () => {
  it('is 600 calls a minute unless configured', () => {
    expect(loadConfig({}).DATA_RATE_LIMIT_PER_MINUTE).toBe(600);
  });

  it('answers 429 { msg } with Retry-After past the limit, counting budgets and transactions together, per user', async () => {
    const busy = await createTestUser(t);
    const calm = await createTestUser(t);
    for (let i = 0; i < LIMIT; i += 1) {
      const url =
        i % 2 ? '/api/budgets/months' : '/api/transactions/00000000-0000-4000-8000-000000000000';
      expect((await call(busy, url)).statusCode).not.toBe(429);
    }
    const limited = await call(busy, '/api/budgets');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ msg: TOO_MANY_REQUESTS });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(busy, '/api/transactions')).statusCode).toBe(429);

    expect((await call(calm, '/api/budgets')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
