import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../modules/auth/session-store.ts';
import { seedUser } from '../../seed/seed-user.ts';
import { apiClient } from '../../test/api-client.ts';
import {
  createTestApp,
  createTestUser,
  csrfHeaders,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';
import { rowsOf } from '../rows.ts';
import { fingerprint } from './catalog.ts';
import { knownMigrations } from './format.ts';
import { dumpDatabase, EXCLUDED_TABLES, restoreDatabase } from './index.ts';
import { snapshot } from './test/snapshot.ts';

// Runs on PGlite, and on PostgreSQL in the TEST_DATABASE_URL pass.
let t: TestApp;
let dir: string;
let people: { id: string; month: string }[];

/**
 * Tables a backup from before ledgers (migration 0024) has not got, nor accounts (0028),
 * the bank account ids remembered for them (0029), the tags (0030) nor the rules (0031).
 */
const NEWER_TABLES = [
  'ledgers',
  'ledger_members',
  'ledger_invitations',
  'ledger_activity',
  'accounts',
  'account_balance_slots',
  'account_import_keys',
  'tags',
  'tag_count_slots',
  'rules',
  'rule_applications',
  'rule_application_rows',
];

/**
 * Columns a backup from before ledgers has not got: a budget line's ledger, a row's
 * account and tags, an import's account and bank account id.
 */
const NEWER_COLUMNS: Record<string, string[]> = {
  budget_categories: ['ledger_id'],
  transactions: ['account_id', 'cleared', 'reconciled', 'transfer_id', 'in_budget', 'tags'],
  imports: ['account_id', 'account_key'],
};

const withoutExcluded = (tables: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(tables).filter(([name]) => !EXCLUDED_TABLES.includes(name)));

const comparable = (tables: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(tables).filter(
      ([name]) => !EXCLUDED_TABLES.includes(name) && !NEWER_TABLES.includes(name),
    ),
  );

async function personalLedgers() {
  return rowsOf<{ id: string; name: string; owner: string | null; members: number }>(
    await t.database.db.execute(sql`
      select l.id::text as "id", l.name, l.personal_user_id::text as "owner",
        (select count(*)::int from ledger_members m
          where m.ledger_id = l.id and m.user_id = l.personal_user_id and m.role = 'owner') as "members"
      from ledgers l order by l.id`),
  );
}

/** What each person sees through the app: a month's budget, the transaction count, a report. */
async function views() {
  const seen: unknown[] = [];
  for (const person of people) {
    const token = await createSession(t.database.db, person.id, { viaProvider: true });
    const user: TestUser = {
      id: person.id,
      email: '',
      token,
      headers: { authorization: `Bearer ${token}`, ...(await csrfHeaders(t.app)) },
    };
    const api = apiClient(t.app, user);
    const month = await api.get(`/api/budgets?month=${person.month}`);
    const list = await api.get('/api/transactions?limit=1');
    const report = await api.get('/api/reports/summary?from=2026-07&to=2026-10');
    expect([month.status, list.status, report.status]).toEqual([200, 200, 200]);
    // The month's lines come in no set order (the screen sorts them): compared as a set.
    const budgets = (month.body as { categories: unknown[] }[]).map((b) => ({
      ...b,
      categories: b.categories.map((c) => JSON.stringify(c)).sort(),
    }));
    expect(budgets.length).toBeGreaterThan(0);
    seen.push({ month: budgets, count: list.body.totalCount, report: report.body });
  }
  return seen;
}

// A header, table, table end, sequence or end line of a backup.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Entry = Record<string, any>;

/**
 * Rewrites a backup of this schema into the shape a backup from migration 0023 had:
 * no ledger or account tables, user_id for ledger_id, user_data_versions, budget lines
 * without their ledger and transactions without their account (their fingerprints taken
 * again without those columns).
 */
async function toBeforeLedgers(file: string): Promise<string> {
  const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const when = [...knownMigrations()].find(([, tag]) => tag === '0023_checklist_dismissed')![0];
  const out: string[] = [];
  let dropped: string | undefined;
  let droppedTables = 0;
  let droppedRows = 0;
  let newer: number[] = [];
  for (const line of lines) {
    const entry = line.startsWith('[') ? undefined : (JSON.parse(line) as Entry);
    if (dropped) {
      if (entry?.tableEnd === dropped) {
        droppedTables += 1;
        droppedRows += entry.rows as number;
        dropped = undefined;
      }
      continue;
    }
    if (!entry) {
      const row = JSON.parse(line) as unknown[];
      out.push(JSON.stringify(row.filter((_, i) => !newer.includes(i))));
    } else if (entry.format) {
      out.push(JSON.stringify({ ...entry, schema: { tag: '0023_checklist_dismissed', when } }));
    } else if (typeof entry.table === 'string') {
      const columns = entry.columns as string[];
      if (NEWER_TABLES.includes(entry.table)) {
        dropped = entry.table;
        continue;
      }
      const dropping = NEWER_COLUMNS[entry.table as string] ?? [];
      newer = columns.flatMap((c, i) => (dropping.includes(c) ? [i] : []));
      const table = entry.table === 'ledger_data_versions' ? 'user_data_versions' : entry.table;
      const renamed = columns
        .filter((_, i) => !newer.includes(i))
        .map((c) => (c === 'ledger_id' ? 'user_id' : c));
      out.push(JSON.stringify({ table, columns: renamed }));
    } else if (typeof entry.tableEnd === 'string') {
      let { hash } = entry;
      const dropping = NEWER_COLUMNS[entry.tableEnd as string];
      if (dropping) {
        const kept = rowsOf<{ name: string }>(
          await t.database.db.execute(sql`
            select column_name as "name" from information_schema.columns
            where table_schema = 'public' and table_name = ${entry.tableEnd as string}
              and is_generated = 'NEVER' order by ordinal_position`),
        )
          .map((c) => c.name)
          .filter((name) => !dropping.includes(name));
        ({ hash } = await fingerprint(t.database.db, entry.tableEnd as string, kept));
      }
      const table =
        entry.tableEnd === 'ledger_data_versions' ? 'user_data_versions' : entry.tableEnd;
      out.push(JSON.stringify({ ...entry, tableEnd: table, hash }));
      newer = [];
    } else if (entry.end === true) {
      out.push(
        JSON.stringify({
          ...entry,
          tables: entry.tables - droppedTables,
          rows: entry.rows - droppedRows,
        }),
      );
    } else {
      out.push(line);
    }
  }
  const legacy = path.join(dir, 'before-ledgers.jsonl.gz');
  fs.writeFileSync(legacy, gzipSync(out.join('\n') + '\n'));
  return legacy;
}

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-backup-legacy-'));
  const seeded = await seedUser(t.database.db, {
    email: 'seeded@example.com',
    name: 'Seeded',
    passwordHash: null,
    months: 4,
    transactions: 300,
    seed: 5,
    now: new Date('2026-10-15T12:00:00Z'),
  });
  const user = await createTestUser(t);
  const api = apiClient(t.app, user);
  const budget = await api.post('/api/budgets', {
    month: '2026-09-01',
    categories: [
      { name: 'Rent', type: 'expense', budgetedAmount: 1200.5 },
      { name: 'Salary', type: 'income', budgetedAmount: 3000 },
    ],
  });
  expect(budget.status).toBe(201);
  for (const [amount, category] of [
    [12.34, 'Rent'],
    [99.99, 'Food'],
  ] as const) {
    const res = await api.post('/api/transactions', {
      date: '2026-09-03',
      description: `Paid ${category}`,
      amount,
      type: 'expense',
      category,
    });
    expect(res.status).toBe(201);
  }
  people = [
    { id: seeded.userId, month: '2026-10-01' },
    { id: user.id, month: '2026-09-01' },
  ];
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('restoring a backup from before ledgers', () => {
  it("puts each user's data in their personal ledger, every total as it was", async () => {
    const { db } = t.database;
    const seen = await views();
    const ledgersBefore = await personalLedgers();
    expect(ledgersBefore.map((l) => l.owner).sort()).toEqual(people.map((p) => p.id).sort());
    const before = await snapshot(db);
    const file = path.join(dir, 'current.jsonl.gz');
    await dumpDatabase(t.database, file);
    const legacy = await toBeforeLedgers(file);
    const text = gunzipSync(fs.readFileSync(legacy)).toString('utf8');
    expect(text).toContain('{"table":"user_data_versions"');
    expect(text).not.toContain('"ledger_id"');

    // A write after the backup, so the restore visibly replaces the data.
    await db.execute(sql`delete from transactions where ledger_id = ${people[0]!.id}`);
    await restoreDatabase(t.database, legacy, { force: true });

    const now = await snapshot(db);
    expect(comparable(now)).toEqual(comparable(before));
    expect(now.ledger_invitations).toEqual([]);
    expect(now.ledger_activity).toEqual([]);
    // The personal ledgers are made again as the migration made them: id and owner the user's.
    const ledgersAfter = await personalLedgers();
    expect(ledgersAfter).toEqual(ledgersBefore);
    expect(ledgersAfter.every((l) => l.id === l.owner && l.name === 'Personal')).toBe(true);
    expect(ledgersAfter.every((l) => l.members === 1)).toBe(true);
    expect(now.ledger_members).toHaveLength(people.length);
    expect(await views()).toEqual(seen);
  });

  it('then writes and restores a backup of the current shape exactly', async () => {
    const { db } = t.database;
    const state = await snapshot(db);
    const file = path.join(dir, 'after.jsonl.gz');
    await dumpDatabase(t.database, file);
    await db.execute(sql`delete from budgets`);
    await restoreDatabase(t.database, file, { force: true });
    expect(withoutExcluded(await snapshot(db))).toEqual(withoutExcluded(state));
  });

  it('refuses, and changes nothing, a budget line whose budget the backup has not got', async () => {
    const { db } = t.database;
    const state = await snapshot(db);
    const file = path.join(dir, 'current-2.jsonl.gz');
    await dumpDatabase(t.database, file);
    const legacy = await toBeforeLedgers(file);
    const lines = gunzipSync(fs.readFileSync(legacy)).toString('utf8').trimEnd().split('\n');
    const at = lines.findIndex((l) => l.startsWith('{"table":"budget_categories"'));
    const columns = (JSON.parse(lines[at]!) as { columns: string[] }).columns;
    const row = JSON.parse(lines[at + 1]!) as string[];
    row[columns.indexOf('budget_id')] = '00000000-0000-4000-8000-000000000000';
    lines[at + 1] = JSON.stringify(row);
    const orphan = path.join(dir, 'orphan.jsonl.gz');
    fs.writeFileSync(orphan, gzipSync(lines.join('\n') + '\n'));
    await expect(restoreDatabase(t.database, orphan, { force: true })).rejects.toThrow(
      /Restoring table "budget_categories" failed/,
    );
    expect(withoutExcluded(await snapshot(db))).toEqual(withoutExcluded(state));
  });
});
