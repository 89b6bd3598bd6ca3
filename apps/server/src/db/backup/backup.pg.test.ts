import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../modules/auth/session-store.ts';
import { seedUser } from '../../seed/seed-user.ts';
import { createPostgresDatabase, startServerProcess } from '../../test/server-process.ts';
import { openDatabase } from '../client.ts';
import type { Database } from '../database.ts';
import { rowsOf } from '../rows.ts';
import { ledgers, users } from '../schema.ts';
import { dumpDatabase, EXCLUDED_TABLES, restoreDatabase } from './index.ts';
import { runScript } from './test/commands.ts';
import { snapshot } from './test/snapshot.ts';

// Several connections and processes on one PostgreSQL: picked up only when TEST_DATABASE_URL is set.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

let source: { url: string; drop(): Promise<void> };
let target: { url: string; drop(): Promise<void> };
let a: Database;
let b: Database;
let dir: string;

beforeAll(async () => {
  [source, target] = await Promise.all([
    createPostgresDatabase(adminUrl),
    createPostgresDatabase(adminUrl),
  ]);
  [a, b] = await Promise.all([
    openDatabase({ databaseUrl: source.url }),
    openDatabase({ databaseUrl: target.url }),
  ]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-backup-pg-'));
  await seedUser(a.db, {
    email: 'busy@example.com',
    name: 'Busy',
    passwordHash: null,
    months: 12,
    transactions: 20_000,
    seed: 11,
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await Promise.all([source.drop(), target.drop()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Rows of the totals tables that differ from what the transactions add up to (none when exact). */
async function totalsDrift(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`
      with t as (
        select ledger_id, date_trunc('month', date at time zone 'UTC')::date as month, type,
          lower(category) as category_key, sum(amount_cents) as amount_cents, count(*) as count
        from transactions group by 1, 2, 3, 4),
      a as (select ledger_id, month, type, category_key, amount_cents, count from month_category_totals),
      c as (select ledger_id, count(*) as count from transactions group by 1),
      m as (select ledger_id, date_trunc('month', date at time zone 'UTC')::date as month, count(*) as count
            from transactions group by 1, 2)
      select ((select count(*) from ((table t except table a) union all (table a except table t)) x)
        + (select count(*) from ((table c except select ledger_id, count from transaction_counts)
             union all (select ledger_id, count from transaction_counts except table c)) y)
        + (select count(*) from ((table m except select ledger_id, month, count from month_counts)
             union all (select ledger_id, month, count from month_counts except table m)) z))::int as n`),
  );
  return row!.n;
}

describe('backups on PostgreSQL with other connections writing', () => {
  it('a dump taken while writers insert, edit and delete is one consistent snapshot', async () => {
    const [ledger] = await a.db.select({ id: ledgers.id }).from(ledgers).limit(1);
    let dumping = true;
    let writes = 0;
    const writer = async () => {
      while (dumping) {
        await a.db.transaction(async (tx) => {
          await tx.execute(sql`
            insert into transactions (ledger_id, date, description, amount_cents, type, category)
            select ${ledger!.id}, timestamptz '2026-06-15' + make_interval(days => i % 90),
              'during the dump', 100 + i, 'expense', 'Cat ' || (i % 7)
            from generate_series(1, 50) as i`);
          await tx.execute(sql`
            update transactions set category = 'Moved', amount_cents = amount_cents + 1
            where ledger_id = ${ledger!.id}
              and id in (select id from transactions where ledger_id = ${ledger!.id} limit 20)`);
          await tx.execute(sql`
            delete from transactions
            where ledger_id = ${ledger!.id}
              and id in (select id from transactions where ledger_id = ${ledger!.id} limit 10)`);
        });
        writes += 1;
      }
    };
    // One writer on its own connection (two would deadlock on each other's rows, not on the dump's).
    const writers = [writer()];
    const file = path.join(dir, 'busy.jsonl.gz');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = writes;
    await dumpDatabase(a, file);
    const during = writes - before;
    dumping = false;
    await Promise.all(writers);
    expect(during).toBeGreaterThan(0);

    await restoreDatabase(b, file);
    // Totals restored from the backup match the backed-up transactions exactly: one snapshot.
    expect(await totalsDrift(b)).toBe(0);
    expect(await totalsDrift(a)).toBe(0);
  }, 180_000);

  it('npm run backup and restore work against DATABASE_URL while a server runs, signing sessions out', async () => {
    const file = path.join(dir, 'cli.jsonl.gz');
    const backup = await runScript('backup', [file], { DATABASE_URL: source.url });
    expect(backup.code, backup.stderr).toBe(0);

    const refused = await runScript('restore', [file], { DATABASE_URL: target.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The database already holds data');

    const server = await startServerProcess({ DATABASE_URL: target.url });
    try {
      const [someone] = await b.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'busy@example.com'));
      const token = await createSession(b.db, someone!.id);
      const verify = () =>
        fetch(`${server.url}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } });
      expect((await verify()).status).toBe(200);

      const restored = await runScript('restore', [file, '--force'], {
        DATABASE_URL: target.url,
      });
      expect(restored.code, restored.stderr).toBe(0);
      // The running server heard the sessions go and answers from the restored data.
      expect((await verify()).status).toBe(401);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
    const exclude = (s: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(s).filter(([name]) => !EXCLUDED_TABLES.includes(name)));
    expect(exclude(await snapshot(b.db))).toEqual(exclude(await snapshot(a.db)));
  }, 240_000);
});
