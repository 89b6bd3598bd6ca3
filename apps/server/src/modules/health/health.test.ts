import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { commitsReachDisk, type CommitSettings } from '../../db/durability.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the server itself says, read apart from the app's connections. */
async function serverSettings(url: string): Promise<CommitSettings> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [fsync] = await sql<{ fsync: string }[]>`show fsync`;
    const [sync] = await sql<{ synchronous_commit: string }[]>`show synchronous_commit`;
    return { fsync: fsync!.fsync, synchronous_commit: sync!.synchronous_commit };
  } finally {
    await sql.end();
  }
}

describe('GET /api/health', () => {
  it('names the engine and whether a commit is on disk before it is acknowledged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const url = process.env.TEST_DATABASE_URL;
    const expected = url
      ? { engine: 'postgres', durable: commitsReachDisk(await serverSettings(url)) }
      : // PGlite's file system layer flushes nothing to disk.
        { engine: 'pglite', durable: false };
    expect(res.json()).toEqual({ status: 'ok', database: expected });
  });
});

describe('DATABASE_URL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)(
    'is not durable when its connections commit with synchronous_commit=off',
    async () => {
      const name = `elevate_health_${randomBytes(4).toString('hex')}`;
      const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      try {
        const url = new URL(adminUrl!);
        url.pathname = `/${name}`;
        // postgres.js sends a URL's unknown parameters as settings of each connection.
        url.searchParams.set('synchronous_commit', 'off');
        const database = await openDatabase({ databaseUrl: url.toString() });
        try {
          expect(await database.ping()).toEqual({ durable: false });
        } finally {
          await database.close();
        }
      } finally {
        await admin.unsafe(`drop database ${name} with (force)`);
        await admin.end();
      }
    },
  );
});

describe('whether commits reach the disk on PostgreSQL', () => {
  it.each([
    ['on', 'on', true],
    ['on', 'local', true],
    ['on', 'remote_write', true],
    ['on', 'remote_apply', true],
    ['on', 'off', false],
    ['off', 'on', false],
    ['off', 'off', false],
  ])('fsync %s, synchronous_commit %s: %s', (fsync, synchronousCommit, durable) => {
    expect(commitsReachDisk({ fsync, synchronous_commit: synchronousCommit })).toBe(durable);
  });
});
