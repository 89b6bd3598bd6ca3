import { randomBytes } from 'node:crypto';
import { addDays, occurrencesBetween, toDay, type Schedule } from '@elevate/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { recurringRules, users } from '../../db/schema.ts';
import {
  createPostgresDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.ts';
import { createSession } from '../auth/session-store.ts';

// Several processes share one database only on PostgreSQL: this file runs in CI's
// PostgreSQL pass (TEST_DATABASE_URL), like revocation-across-processes.pg.test.ts.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

const csrf = randomBytes(32).toString('base64url');
const today = toDay(new Date());

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  token: string,
  body?: object,
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'GET' ? {} : { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf }),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const schedules: (Schedule & { description: string; auto: boolean })[] = [
  {
    description: 'Daily',
    frequency: 'daily',
    interval: 1,
    startDate: addDays(today, -300),
    auto: true,
  },
  {
    description: 'Weekly',
    frequency: 'weekly',
    interval: 2,
    startDate: addDays(today, -400),
    auto: true,
  },
  {
    description: 'Month end',
    frequency: 'monthly',
    interval: 1,
    startDate: '2025-01-31',
    lastDayOfMonth: true,
    auto: true,
  },
  { description: 'Leap', frequency: 'yearly', interval: 1, startDate: '2024-02-29', auto: true },
  {
    description: 'Manual',
    frequency: 'monthly',
    interval: 1,
    startDate: addDays(today, -100),
    auto: false,
  },
];

describe('recurring occurrences with two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let drop: () => Promise<void>;
  let userId: string;
  let ledgerId: string;
  let token: string;

  /** Transactions per rule description and date: every count must be 1. */
  const createdCounts = async () =>
    rowsOf<{ description: string; day: string; n: number }>(
      await database.db.execute(sql`
        SELECT description, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n
        FROM transactions WHERE ledger_id = ${ledgerId} GROUP BY 1, 2 ORDER BY 1, 2`),
    );
  const expected = () =>
    schedules
      .filter((s) => s.auto)
      .flatMap((s) =>
        occurrencesBetween(s, s.startDate, today).map((o) => ({
          description: s.description,
          day: o.date,
          n: 1,
        })),
      )
      .sort((x, y) => (x.description + x.day < y.description + y.day ? -1 : 1));

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl);
    drop = created.drop;
    // Migrated by this connection; the rules wait as if every server had been down since their start.
    database = await openDatabase({ databaseUrl: created.url });
    const [user] = await database.db
      .insert(users)
      .values({
        email: `race-${randomBytes(3).toString('hex')}@example.com`,
        name: 'Race',
        isVerified: true,
      })
      .returning({ id: users.id });
    userId = user!.id;
    ledgerId = userId; // the user's personal ledger
    token = await createSession(database.db, userId);
    await database.db.insert(recurringRules).values(
      schedules.map((s) => ({
        ledgerId,
        description: s.description,
        amountCents: 1234,
        type: 'expense' as const,
        category: 'Bills',
        frequency: s.frequency,
        interval: s.interval,
        startDate: s.startDate,
        lastDayOfMonth: s.lastDayOfMonth ?? false,
        auto: s.auto,
        nextIndex: 0,
        nextDate: s.startDate,
      })),
    );
    // Both start at once: each runs the catch-up in the background as it starts to listen.
    const env = { DATABASE_URL: created.url, APP_URL: 'http://127.0.0.1:5173' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await drop?.();
  });

  it('both catching up on start create every missed date exactly once', async () => {
    await vi.waitFor(async () => expect(await createdCounts()).toEqual(expected()), {
      timeout: 30_000,
      interval: 250,
    });
  });

  it('a burst of reads on both processes, after the rules were set back, creates nothing twice', async () => {
    // As if every process had lost track of what it created: only the occurrence key stands between.
    await database.db
      .update(recurringRules)
      .set({ nextIndex: 0, nextDate: sql`start_date` })
      .where(eq(recurringRules.ledgerId, ledgerId));
    const reads = Array.from({ length: 12 }, (_, i) =>
      call(i % 2 ? a : b, 'GET', i % 3 ? '/api/recurring/due' : '/api/recurring', token),
    );
    const answers = await Promise.all(reads);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await createdCounts()).toEqual(expected());
  });

  it('Record of one due date on both processes at once creates one transaction', async () => {
    const due = (await call(a, 'GET', '/api/recurring/due', token)).body as {
      ruleId: string;
      date: string;
    }[];
    expect(due.length).toBeGreaterThan(2);
    const { ruleId, date } = due[0]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', `/api/recurring/${ruleId}/record`, token, { date }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const manual = (await createdCounts()).filter((row) => row.description === 'Manual');
    expect(manual).toEqual([{ description: 'Manual', day: date, n: 1 }]);
  });
});
