import type { Endpoint } from '@elevate/shared/contract/endpoint';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { errorHandler } from '../../plugins/error-handler.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { idempotencyHooks } from './idempotency-hooks.ts';

// Decision 0061: a 5xx or a thrown error lets the key go. No route of the app fails on
// purpose, so the hooks run here on a small app of their own over the test database.
let t: TestApp;
let user: TestUser;
let ledgerId: string;
let probe: FastifyInstance;
let runs = 0;
let failWith: number | 'throw' | null = null;

const endpoint = {
  method: 'POST',
  path: '/probe',
  auth: 'session',
  csrf: true,
  tag: null,
  responses: {},
  errors: [],
  ledger: 'write',
} satisfies Endpoint;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
  const [ledger] = rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`select id::text as id from ledgers where personal_user_id = ${user.id}`,
    ),
  );
  ledgerId = ledger!.id;
  probe = Fastify();
  probe.decorate('db', t.database.db);
  probe.decorateRequest('userId', '');
  probe.decorateRequest('ledgerId', '');
  await probe.register(errorHandler);
  const hooks = idempotencyHooks(probe, endpoint)!;
  probe.route({
    method: 'POST',
    url: '/probe',
    onRequest: async (request) => {
      request.userId = user.id;
      request.ledgerId = ledgerId;
    },
    preValidation: hooks.preValidation,
    onSend: hooks.onSend,
    onResponse: hooks.onResponse,
    handler: async (_request, reply) => {
      runs += 1;
      if (failWith === 'throw') throw new Error('boom');
      if (failWith !== null) return reply.code(failWith).send({ msg: 'later' });
      return { run: runs };
    },
  });
  await probe.ready();
});

afterAll(async () => {
  await probe.close();
  await t.close();
});

const post = (key: string) =>
  probe.inject({
    method: 'POST',
    url: '/probe',
    payload: { same: true },
    headers: { 'idempotency-key': key },
  });

describe('a failed write', () => {
  it.each([
    ['a thrown error', 'throw' as const, 500],
    ['a 503', 503, 503],
    ['a 429', 429, 429],
  ])('lets the key go after %s, so a retry runs', async (_name, failure, status) => {
    const key = `release-${status}`;
    failWith = failure;
    const before = runs;
    expect((await post(key)).statusCode).toBe(status);
    failWith = null;
    const retry = await post(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(before + 2);
    // Now kept: the next repeat runs nothing.
    const repeat = await post(key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(retry.json());
    expect(runs).toBe(before + 2);
  });
});
