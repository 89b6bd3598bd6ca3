import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, errorHandler } from './error-handler.ts';

/** An error shaped as postgres.js (and drizzle around it) throws it. */
const withCode = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`failed: ${code}`), { code, ...extra });
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

const thrown: Record<string, () => Error> = {
  refused: () => withCode('ECONNREFUSED', { syscall: 'connect' }),
  socketGone: () => withCode('ENOENT', { syscall: 'connect' }),
  closed: () => wrapped(withCode('CONNECTION_CLOSED')),
  startingUp: () => wrapped(withCode('57P03')),
  crashShutdown: () => withCode('57P02'),
  connectionException: () => wrapped(withCode('08006')),
  // Not the database: a missing file, and a plain bug.
  missingFile: () => withCode('ENOENT', { syscall: 'open' }),
  bug: () => new Error('undefined is not a function'),
};

const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(errorHandler);
  app.get('/:kind', async (request) => {
    throw thrown[(request.params as { kind: string }).kind]!();
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a request while the database is down or restarting', () => {
  it.each([
    'refused',
    'socketGone',
    'closed',
    'startingUp',
    'crashShutdown',
    'connectionException',
  ])('%s answers 503 { msg } with Retry-After, not 500', async (kind) => {
    const res = await app.inject({ method: 'GET', url: `/${kind}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ msg: DATABASE_UNAVAILABLE });
  });

  it.each(['missingFile', 'bug'])('%s stays a 500: only the database is excused', async (kind) => {
    const res = await app.inject({ method: 'GET', url: `/${kind}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ msg: 'Internal server error' });
  });
});
