import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/app.ts';
import { serializeError } from './log-serializers.ts';

/** The app as production builds it (same logger options), its log lines kept in memory. */
let app: FastifyInstance;
let drop: () => Promise<void>;
let closeDb: () => Promise<void>;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' });
  const opened = await openTestDatabase();
  drop = opened.drop;
  closeDb = () => opened.database.close();
  app = await buildApp({
    config,
    database: opened.database,
    logger: loggerOptions(config, { write: (line) => void lines.push(line) }),
  });
  // A route whose query fails inside the database on a bound value, as a bug would.
  app.get('/api/test-only/failing-query', async () => {
    await app.db.execute(sql`select ${'secret-parameter-value'}::int as n`);
    return {};
  });
  app.get('/api/test-only/failing-insert', async () => {
    // One transaction, one connection: the temporary table is seen by both inserts while
    // the app's background work uses the pool's other connections.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table if not exists t (email text unique)`);
      await tx.execute(sql`insert into t values (${'secret@example.com'})`);
      await tx.execute(sql`insert into t values (${'secret@example.com'})`);
    });
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDb();
  await drop();
});
beforeEach(() => {
  lines.length = 0;
});

describe('what the request log leaves out', () => {
  it('logs the path of a request but none of its query string', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health?token=secret-token&code=secret-code&state=secret-state',
    });
    expect(res.statusCode).toBe(200);
    expect(log()).toContain('"url":"/api/health"');
    expect(log()).not.toContain('secret');
  });

  it('logs a failed query without its parameter values, on the 500 it answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/failing-query' });
    expect(res.statusCode).toBe(500);
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry.err.message).toBe('Failed query: select $1::int as n');
    // The driver's own error: SQLSTATE kept, the value in its message redacted.
    expect(entry.err.cause).toMatchObject({ code: '22P02' });
    expect(entry.err.cause.message).toContain('"[redacted]"');
    expect(log()).not.toContain('secret-parameter-value');
  });

  it('keeps the constraint name of a unique violation but not the duplicated value', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/failing-insert' });
    expect(res.statusCode).toBe(500);
    expect(log()).toContain('23505');
    expect(log()).toContain('t_email_key');
    expect(log()).not.toContain('secret@example.com');
  });

  it('logs a page address a web-vitals beacon sends without its query string', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'LCP', value: 1, path: '/reset-password?token=secret-reset-token' },
    });
    expect(res.statusCode).toBe(204);
    expect(log()).toContain('/reset-password');
    expect(log()).not.toContain('secret');
  });
});

describe('the error serializer on its own', () => {
  it('drops the raw request bytes a malformed HTTP request error carries', () => {
    const err = Object.assign(new Error('Parse Error: Invalid header value char'), {
      code: 'HPE_INVALID_HEADER_TOKEN',
      rawPacket: Buffer.from('GET /reset-password?token=secret-raw HTTP/1.1\r\n'),
    });
    const out = serializeError(err);
    expect(out.code).toBe('HPE_INVALID_HEADER_TOKEN');
    expect(out).not.toHaveProperty('rawPacket');
  });
});
