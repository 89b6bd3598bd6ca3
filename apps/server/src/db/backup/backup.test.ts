import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../seed/seed-user.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { rowsOf } from '../rows.ts';
import { ledgerInvitations } from '../schema.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';
import { readCatalog } from './catalog.ts';
import { dumpDatabase, EXCLUDED_TABLES, restoreDatabase } from './index.ts';
import { snapshot } from './test/snapshot.ts';

// Runs on PGlite, and on PostgreSQL in the TEST_DATABASE_URL pass.
let t: TestApp;
let user: TestUser;
let api: ApiClient;
let dir: string;
let backup: string;
let before: Record<string, string[]>;

const backedUp = (tables: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(tables).filter(([name]) => !EXCLUDED_TABLES.includes(name)));

/** Writes a copy of `file` with its JSON lines changed by `edit`. */
function rewrite(file: string, edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const out = path.join(dir, `edited-${Math.random().toString(36).slice(2)}.gz`);
  fs.writeFileSync(out, gzipSync(edit(lines).join('\n') + '\n'));
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-backup-'));
  backup = path.join(dir, 'backup.jsonl.gz');
  const { db } = t.database;
  const seeded = await seedUser(db, {
    email: 'seeded@example.com',
    name: 'Seeded',
    passwordHash: null,
    months: 4,
    transactions: 400,
    seed: 7,
  });
  user = await createTestUser(t);
  api = apiClient(t.app, user);
  const budget = await api.post('/api/budgets', {
    month: '2026-10-01',
    categories: [{ name: 'Rent', type: 'expense', budgetedAmount: 1200.5 }],
  });
  expect(budget.status).toBe(201);
  for (const description of ['Café "quoted" \\ back', 'Line\nbreak 💸', '100% _literal_']) {
    const res = await api.post('/api/transactions', {
      date: '2026-10-03',
      description,
      amount: 12.34,
      type: 'expense',
      category: 'Rent',
      notes: 'ünïcödé',
      // Tags (decision 0053): the rows' arrays, the ledger's spellings and their counts.
      tags: ['Trip, "quoted"', description.slice(0, 4), 'trip, "QUOTED"'],
    });
    expect(res.status).toBe(201);
  }
  // A ledger besides the personal ones, with a member, an invitation and data of its own.
  const shared = await createSharedLedger(db, user, [
    { user: { id: seeded.userId }, role: 'viewer' },
  ]);
  await db.insert(ledgerInvitations).values({
    ledgerId: shared,
    email: 'invited@example.com',
    role: 'editor',
    tokenHash: 'a-token-hash',
    invitedBy: user.id,
    expiresAt: new Date('2030-01-01T00:00:00Z'),
  });
  await db.execute(sql`
    insert into transactions (ledger_id, date, description, amount_cents, type, category)
    values (${shared}, '2026-10-04', 'Shared groceries', 4200, 'expense', 'Food')`);
  // An access token: a credential a restore must not bring back (decision 0057).
  await db.execute(sql`
    insert into access_tokens (user_id, name, scope, token_hash)
    values (${user.id}, 'Script', 'read', 'an-access-token-hash')`);
  // A kept answer of a retried write (decision 0061): a restore has no request in flight to answer.
  await db.execute(sql`
    insert into idempotency_keys (user_id, ledger_id, key, request_hash, status, body)
    select ${user.id}, id, 'a-key', 'a-request-hash', 201, '{}' from ledgers
    where personal_user_id = ${user.id}`);
  // Types the app's tables do not use yet: identity with its sequence, JSON, arrays, bytes, floats.
  await db.execute(sql`
    create table backup_probe (
      id bigint generated always as identity primary key, doc jsonb, raw json, tags text[],
      bytes bytea, ratio double precision, exact numeric(20, 6), span interval, local timestamp)`);
  await db.execute(sql`
    insert into backup_probe (doc, raw, tags, bytes, ratio, exact, span, local) values
      ('{"b": [1, 2.5, null], "a": "é\\n"}', '{"keep":  "spacing", "keep": 2}', '{"a,b","c\\"d",NULL}',
       '\\x00ff10', 0.1, 12345678901234.123456, '1 year 2 mons 3 days 04:05:06.7', '2026-01-02 03:04:05.678'),
      (null, null, '{}', '', 'NaN', -0.5, '-3 days', '1900-01-01 00:00:00'),
      ('[]', '"x"', null, null, '-Infinity', 0, '0', null)`);
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('finds the trigger-kept totals tables', async () => {
    const catalog = await readCatalog(t.database.db);
    // The counter slots behind the totals views and the kept texts (decision 0023), the
    // data versions of kept reports (decision 0031) and the account balances (0052).
    expect([...catalog.derived].sort()).toEqual([
      'account_balance_slots',
      'ledger_data_versions',
      'month_category_total_slots',
      'month_count_slots',
      'tag_count_slots',
      'tags',
      'transaction_count_slots',
      'transaction_text_slots',
    ]);
    expect(catalog.sequences).toContain('backup_probe_id_seq');
    // The ledger directory is restored in its turn: after the users, before the data.
    const at = (name: string) => catalog.backedUp.findIndex((table) => table.name === name);
    for (const name of ['ledgers', 'ledger_members', 'ledger_invitations', 'transactions']) {
      expect(at(name)).toBeGreaterThan(at('users'));
    }
    for (const name of ['ledger_members', 'ledger_invitations', 'transactions', 'budgets']) {
      expect(at(name)).toBeGreaterThan(at('ledgers'));
    }
    expect(at('ledger_data_versions')).toBeGreaterThan(at('ledgers'));
    expect(catalog.companions).toEqual([
      { table: 'ledgers', trigger: 'ledgers_first_account' },
      { table: 'users', trigger: 'users_personal_ledger' },
    ]);
  });

  it('restores exactly the backed-up data after more writes, totals included', async () => {
    // Each write's line in the activity log goes in after its answer: all of them first.
    await t.app.ledgerWritesLogged();
    before = await snapshot(t.database.db);
    const summary = await dumpDatabase(t.database, backup);
    expect(summary.rows).toBeGreaterThan(400);
    expect(fs.existsSync(`${backup}.partial`)).toBe(false);

    // More writes of every kind: create, edit (moves totals), delete, a new user and budget.
    const created = await api.post('/api/transactions', {
      date: '2026-11-05',
      description: 'After the backup',
      amount: 99,
      type: 'income',
      category: 'Salary',
    });
    expect(created.status).toBe(201);
    const list = await api.get('/api/transactions?limit=2');
    const [first, second] = list.body.transactions;
    expect(
      (await api.put(`/api/transactions/${first._id}`, { ...first, category: 'Moved', amount: 1 }))
        .status,
    ).toBe(200);
    expect((await api.del(`/api/transactions/${second._id}`)).status).toBe(200);
    expect(
      (await api.put(`/api/tags/${encodeURIComponent('trip, "quoted"')}`, { name: 'Renamed' }))
        .status,
    ).toBe(200);
    const other = await createTestUser(t);
    expect(
      (await apiClient(t.app, other).post('/api/budgets', { month: '2026-12-01', categories: [] }))
        .status,
    ).toBe(201);
    await t.database.db.execute(sql`insert into backup_probe (ratio) values (1)`);
    await t.app.ledgerWritesLogged();
    const after = await snapshot(t.database.db);
    expect(after).not.toEqual(before);

    // A database with data is left alone without force.
    await expect(restoreDatabase(t.database, backup)).rejects.toMatchObject({ code: 'not-empty' });
    expect(await snapshot(t.database.db)).toEqual(after);

    const restored = await restoreDatabase(t.database, backup, { force: true });
    expect(restored.rows).toBe(summary.rows);
    const now = await snapshot(t.database.db);
    expect(backedUp(now)).toEqual(backedUp(before));
    expect(before.sessions!.length).toBeGreaterThan(0);
    expect(before.access_tokens!.length).toBe(1);
    expect(before.idempotency_keys!.length).toBe(1);
    for (const name of EXCLUDED_TABLES) expect(now[name] ?? []).toEqual([]);
    // Sessions are not restored: the old token is signed out.
    expect((await api.get('/api/transactions')).status).toBe(401);
    // The identity sequence goes on from where the backup left it.
    const [next] = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`insert into backup_probe (ratio) values (2) returning id::text as "id"`,
      ),
    );
    expect(next?.id).toBe('4');
  });

  it('restores into an empty database without --force', async () => {
    const { db } = t.database;
    const catalog = await readCatalog(db);
    await db.execute(sql.raw(`truncate ${catalog.tables.map((x) => `"${x.name}"`).join(', ')}`));
    await restoreDatabase(t.database, backup);
    expect(backedUp(await snapshot(db))).toEqual(backedUp(before));
  });

  it('a truncated or damaged file is refused and changes nothing', async () => {
    await t.database.db.execute(sql`insert into backup_probe (ratio) values (3)`);
    const state = await snapshot(t.database.db);
    const bytes = fs.readFileSync(backup);
    const cut = path.join(dir, 'cut.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const noEnd = rewrite(backup, (lines) => lines.slice(0, -1));
    const lastRow = rewrite(backup, (lines) => {
      const at = lines.findLastIndex((l) => l.startsWith('{"tableEnd":"transactions"'));
      return lines.filter((_, i) => i !== at - 1);
    });
    const badRow = rewrite(backup, (lines) => {
      const at = lines.findIndex((l) => l.startsWith('{"table":"transactions"'));
      return lines.map((l, i) => (i === at + 5 ? l.slice(0, -3) : l));
    });
    const badValue = rewrite(backup, (lines) => {
      const at = lines.findIndex((l) => l.startsWith('{"table":"transactions"'));
      return lines.map((l, i) => (i === at + 5 ? l.replace(/^\["[^"]+"/, '["not-a-uuid"') : l));
    });
    for (const [file, message] of [
      [cut, /damaged or incomplete/],
      [noEnd, /incomplete: it stops before its end marker/],
      [lastRow, /table "transactions" has \d+ rows, its end says \d+/],
      [badRow, /line \d+ is not valid JSON/],
      [badValue, /Restoring table "transactions" failed/],
    ] as const) {
      await expect(restoreDatabase(t.database, file, { force: true })).rejects.toThrow(message);
      expect(await snapshot(t.database.db)).toEqual(state);
    }
  });

  it('refuses a backup from a newer schema or format, and a file that is no backup', async () => {
    const state = await snapshot(t.database.db);
    const header = (edit: (h: Record<string, unknown>) => void) =>
      rewrite(backup, ([first, ...rest]) => {
        const h = JSON.parse(first!) as Record<string, unknown>;
        edit(h);
        return [JSON.stringify(h), ...rest];
      });
    const newer = header((h) => {
      const schema = h.schema as { when: number };
      h.schema = { tag: '9999_from_the_future', when: schema.when + 1_000_000 };
    });
    await expect(restoreDatabase(t.database, newer, { force: true })).rejects.toMatchObject({
      code: 'newer-schema',
      message: expect.stringMatching(/newer database schema \(9999_from_the_future\)/),
    });
    const format = header((h) => (h.version = 2));
    await expect(restoreDatabase(t.database, format, { force: true })).rejects.toMatchObject({
      code: 'newer-format',
    });
    const other = path.join(dir, 'other.gz');
    fs.writeFileSync(other, gzipSync('{"hello":"world"}\n'));
    await expect(restoreDatabase(t.database, other, { force: true })).rejects.toMatchObject({
      code: 'not-a-backup',
    });
    const plain = path.join(dir, 'plain.txt');
    fs.writeFileSync(plain, 'just text');
    await expect(restoreDatabase(t.database, plain, { force: true })).rejects.toMatchObject({
      code: 'corrupt',
    });
    await expect(
      restoreDatabase(t.database, path.join(dir, 'missing.gz'), { force: true }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await snapshot(t.database.db)).toEqual(state);
  });

  it('refuses, and changes nothing, when a trigger it cannot see would make the restore inexact', async () => {
    const { db } = t.database;
    await db.execute(sql`create table backup_probe_log (n int)`);
    // Dynamic SQL: no table name to find in the function's text.
    await db.execute(sql`
      create function backup_probe_logged() returns trigger language plpgsql as $$
      begin execute 'insert into ' || 'backup_probe_log values (1)'; return null; end $$`);
    await db.execute(sql`
      create trigger backup_probe_logged after insert on backup_probe
      for each statement execute function backup_probe_logged()`);
    const file = path.join(dir, 'hidden-trigger.jsonl.gz');
    await dumpDatabase(t.database, file);
    const state = await snapshot(db);
    await expect(restoreDatabase(t.database, file, { force: true })).rejects.toThrow(
      /"backup_probe_log" (was filled by a trigger|does not hold the backup's rows)/,
    );
    expect(await snapshot(db)).toEqual(state);
    await db.execute(sql`drop table backup_probe_log`);
    await db.execute(sql`drop trigger backup_probe_logged on backup_probe`);
  });
});
