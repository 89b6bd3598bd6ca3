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

describe('searches weigh more than index reads', () => {
  it('a text or amount search or a full list costs 5 of the limit, a plain page 1', async () => {
    const searcher = await createTestUser(t);
    const searches = [
      '/api/transactions?description=coffee',
      '/api/transactions?category=food',
      '/api/transactions?minAmount=10',
      '/api/transactions?maxAmount=10&description=',
    ];
    // 4 searches of 5 units: the window of 20 is used up.
    for (const url of searches) expect((await call(searcher, url)).statusCode).toBe(200);
    expect((await call(searcher, '/api/transactions?getAllForFilters=true')).statusCode).toBe(429);
    expect((await call(searcher, '/api/transactions')).statusCode).toBe(429);

    // Empty text filters and budget reads cost 1 each.
    const reader = await createTestUser(t);
    const plain = '/api/transactions?description=&category=%20&page=1&limit=50';
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await call(reader, i % 2 ? plain : '/api/budgets')).statusCode).toBe(200);
    }
    expect((await call(reader, '/api/budgets')).statusCode).toBe(429);
  });
});
