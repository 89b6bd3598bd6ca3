import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { STRONG_PASSWORD } from '../../test/auth.ts';
import {
  call,
  removeDataDir,
  socketClient,
  startServer,
  tempDataDir,
} from '../../test/embedded-server.ts';
import { openDatabase } from '../client.ts';
import { rowsOf } from '../rows.ts';
import { transactions, users } from '../schema.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const EMAIL = 'pglite@example.com';
let dataDir: string;
type Row = { id: string; description: string; amount_cents: number; date: string };
let before: Row[];

const rowsQuery = `select id::text, description, amount_cents::int as amount_cents,
  to_char(date at time zone 'UTC', 'YYYY-MM-DD') as date from transactions order by id`;

/** A DATA_DIR as an older version left it: PGlite's files in pgdata/, a user with 300 transactions. */
beforeAll(async () => {
  dataDir = tempDataDir('move');
  const old = await openDatabase({ dataDir, engine: 'pglite' });
  try {
    const [user] = await old.db
      .insert(users)
      .values({
        email: EMAIL,
        name: 'Old',
        passwordHash: await hashPassword(STRONG_PASSWORD),
        isVerified: true,
      })
      .returning({ id: users.id });
    await old.db.insert(transactions).values(
      Array.from({ length: 300 }, (_, i) => ({
        // The personal ledger, made with the account: its id is the user's.
        ledgerId: user!.id,
        // Its first account: its id is the ledger's.
        accountId: user!.id,
        date: new Date(Date.UTC(2026, i % 12, 1 + (i % 28))),
        description: `Ünïcode 'quoted' %_ row ${i}`,
        amountCents: (i + 1) * 137,
        type: i % 5 === 0 ? ('income' as const) : ('expense' as const),
        category: `Cat ${i % 7}`,
      })),
    );
    before = rowsOf<Row>(await old.db.execute(sql.raw(rowsQuery)));
  } finally {
    await old.close();
  }
});
afterAll(() => removeDataDir(dataDir));

describe('an existing PGlite DATA_DIR', () => {
  it('moves into embedded PostgreSQL on the first start, after a backup, and keeps the old files aside', async () => {
    const server = await startServer(dataDir);
    try {
      expect(server.output()).toContain('Moved ');
      const sql = socketClient(dataDir);
      try {
        expect(await sql.unsafe<Row[]>(rowsQuery)).toEqual(before);
      } finally {
        await sql.end();
      }
      // The user signs in again (sessions are not carried over) and sees the same data.
      const login = await call(`${server.url}/api/auth/login`, 'POST', undefined, {
        email: EMAIL,
        password: STRONG_PASSWORD,
      });
      expect(login.status).toBe(200);
      const march = await call(
        `${server.url}/api/transactions?month=2026-03`,
        'GET',
        login.body.token as string,
      );
      expect(march.status).toBe(200);
      expect(JSON.stringify(march.body)).toContain(`Ünïcode 'quoted' %_ row 2`);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pgdata.moved-to-postgres/PG_VERSION'))).toBe(true);
    const backups = fs.readdirSync(path.join(dataDir, 'backups'));
    expect(backups.filter((f) => /^before-postgres-.*\.jsonl\.gz$/.test(f))).toHaveLength(1);
  });

  it('is not moved a second time: the next start serves PostgreSQL as it is', async () => {
    const server = await startServer(dataDir);
    try {
      expect(server.output()).not.toContain('Moving the PGlite data');
      const sql = socketClient(dataDir);
      try {
        expect(await sql.unsafe<Row[]>(rowsQuery)).toEqual(before);
      } finally {
        await sql.end();
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
