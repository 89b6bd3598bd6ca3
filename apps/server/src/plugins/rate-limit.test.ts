import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../test/app.ts';
import { rateLimits } from '../db/schema.ts';
import { errorHandler } from './error-handler.ts';
import { rateLimit } from './rate-limit.ts';

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
const MSG = 'Too many contact attempts. Please try again later.';

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = Fastify({ logger: false });
  app.decorate('db', database.db);
  await app.register(errorHandler);
  app.get(
    '/ip',
    { preHandler: rateLimit({ name: 'ip', max: 2, windowMs: 60_000, msg: MSG }) },
    async () => 'ok',
  );
  app.get(
    '/keyed',
    {
      preHandler: rateLimit({
        name: 'keyed',
        max: 1,
        windowMs: 60_000,
        msg: MSG,
        key: (request) => String(request.headers['x-user']),
      }),
    },
    async () => 'ok',
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

const hit = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

describe('rateLimit preHandler', () => {
  it('lets max calls through in a window, then answers 429 { msg } with Retry-After', async () => {
    expect((await hit('/ip', '10.1.0.1')).statusCode).toBe(200);
    expect((await hit('/ip', '10.1.0.1')).statusCode).toBe(200);
    const res = await hit('/ip', '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ msg: MSG });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect((await hit('/ip', '10.1.0.2')).statusCode).toBe(200);
  });

  it('starts a new window once the old one has run out', async () => {
    for (let i = 0; i < 3; i += 1) await hit('/ip', '10.1.0.3');
    expect((await hit('/ip', '10.1.0.3')).statusCode).toBe(429);
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'ip:10.1.0.3'));
    expect((await hit('/ip', '10.1.0.3')).statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'ip:10.1.0.3'));
    expect(row?.count).toBe(1);
  });

  it('counts concurrent calls atomically', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => hit('/ip', '10.1.0.4')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it('uses a custom key when given one', async () => {
    expect((await hit('/keyed', '10.1.0.5', { 'x-user': 'a' })).statusCode).toBe(200);
    expect((await hit('/keyed', '10.1.0.6', { 'x-user': 'a' })).statusCode).toBe(429);
    expect((await hit('/keyed', '10.1.0.5', { 'x-user': 'b' })).statusCode).toBe(200);
  });
});
