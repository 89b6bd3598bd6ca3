import { monthKey, shiftMonth } from '@elevate/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, restoreDatabase } from '../../db/backup/index.ts';
import { createSession } from '../auth/session-store.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { computeInsights } from '../insights/insights-service.ts';
import { topPayees } from './payees.ts';
import { reportSummary } from './summary.ts';

// Decision 0031: reports and insights are kept per ledger until any write to what they read.
// The user's personal ledger has the user's id.
// After every kind of write, each answer must equal one computed afresh.
let t: TestApp;
let user: TestUser;
let api: ApiClient;

const month = monthKey(new Date());
const from = shiftMonth(month, -7);
const day = (offset: number, d = 3) => `${shiftMonth(month, offset)}-0${d}`;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
  api = apiClient(t.app, user);
  // Six months of history, so the insight rules have something to say.
  for (let i = -6; i <= 0; i++) {
    await api.post('/api/budgets', {
      month: `${shiftMonth(month, i)}-01`,
      categories: [
        { name: 'Salary', type: 'income', budgetedAmount: 3000 },
        { name: 'Food', type: 'expense', budgetedAmount: 400 },
        { name: 'Savings', type: 'savings', budgetedAmount: 200 },
      ],
    });
    await add(day(i, 1), 'Paycheck', 3000, 'income', 'Salary');
    await add(day(i, 2), 'Market', 90 + i, 'expense', 'Food');
    await add(day(i, 2), 'Transfer', 150, 'savings', 'Savings');
  }
});
afterAll(() => t.close());

async function add(
  date: string,
  description: string,
  amount: number,
  type: string,
  category: string,
) {
  const res = await api.post('/api/transactions', { date, description, amount, type, category });
  expect(res.status).toBe(201);
  return res.body as { _id: string };
}

/** Every kept answer against the same answer computed now, straight from the database. */
async function expectFresh() {
  const db = t.database.db;
  const ledger = { ledgerId: user.id, monthStartDay: 1 };
  const summary = await api.get(`/api/reports/summary?from=${from}&to=${month}`);
  expect(summary.body).toEqual(await reportSummary(db, ledger, from, month));
  const payees = await api.get(`/api/reports/payees?from=${from}&to=${month}`);
  expect(payees.body).toEqual(
    await topPayees(db, ledger, { from, to: month, type: 'expense', limit: 10 }),
  );
  const insights = await api.get(`/api/insights?month=${month}`);
  const fresh = await computeInsights(db, ledger, month, new Date());
  expect(insights.body.insights).toEqual(fresh);
  return { summary: summary.body, insights: fresh };
}

describe('kept report and insight answers', () => {
  it('are answered afresh after every kind of write to what they read', async () => {
    const before = await expectFresh();
    expect(before.insights.length).toBeGreaterThan(0);
    // The same answer twice while nothing changes.
    expect((await expectFresh()).summary).toEqual(before.summary);

    const big = await add(day(0, 4), 'Huge shop', 2500, 'expense', 'Food');
    const after = await expectFresh();
    expect(after.summary).not.toEqual(before.summary);
    expect(
      (await api.put(`/api/transactions/${big._id}`, { description: 'Renamed shop' })).status,
    ).toBe(200);
    await expectFresh();
    // The same month: no month total moves, the large transaction's date does.
    expect((await api.put(`/api/transactions/${big._id}`, { date: day(0, 5) })).status).toBe(200);
    await expectFresh();
    expect(
      (await api.put(`/api/transactions/${big._id}`, { category: 'Fun', amount: 20 })).status,
    ).toBe(200);
    await expectFresh();
    expect((await api.del(`/api/transactions/${big._id}`)).status).toBe(200);
    await expectFresh();

    const budgets = (await api.get('/api/budgets')).body as { _id: string; month: string }[];
    const current = budgets.find((b) => b.month.startsWith(month));
    if (!current) throw new Error('no budget this month');
    const full = (await api.get(`/api/budgets/${current._id}`)).body;
    const saved = await api.put(`/api/budgets/${current._id}`, {
      ...full,
      categories: full.categories.map((c: { budgetedAmount: number }) => ({
        ...c,
        budgetedAmount: c.budgetedAmount + 50,
      })),
    });
    expect(saved.status).toBe(200);
    await expectFresh();
    const renamed = await api.patch(`/api/budgets/${current._id}/categories`, {
      name: 'Food',
      type: 'expense',
      newName: 'Groceries',
    });
    expect(renamed.status).toBe(200);
    await expectFresh();
    expect(
      (await api.del(`/api/budgets/${current._id}/categories?name=Groceries&type=expense`)).status,
    ).toBe(200);
    await expectFresh();
    expect((await api.del(`/api/budgets/${current._id}`)).status).toBe(200);
    await expectFresh();

    // Writes that bypass the API: several rows in one statement, and the table emptied.
    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      select ${user.id}, ${`${day(-1)}T00:00:00Z`}::timestamptz, 'Bulk', 100 * i, 'expense', 'Food'
      from generate_series(1, 5) as i`);
    await expectFresh();
    await t.database.db.execute(
      sql`update budget_categories set budgeted_cents = budgeted_cents + 1
        where ledger_id = ${user.id}`,
    );
    await expectFresh();
    await t.database.db.execute(sql`truncate transactions`);
    await expectFresh();
  });

  it('are not shared between ledgers asking the same question', async () => {
    const other = apiClient(t.app, await createTestUser(t));
    await expectFresh();
    const theirs = await other.get(`/api/reports/summary?from=${from}&to=${month}`);
    expect(
      theirs.body.months.every((m: { categories: unknown[] }) => m.categories.length === 0),
    ).toBe(true);
    expect((await other.get(`/api/insights?month=${month}`)).body).toEqual({ insights: [] });
  });
  it('sends a kept answer in the encoding the client accepts, the same JSON in each', async () => {
    const url = `/api/reports/summary?from=${shiftMonth(month, -30)}&to=${month}`;
    const fetchAs = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...user.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await fetchAs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const decoders: Record<string, (body: Buffer) => Buffer> = {
      br: zlib.brotliDecompressSync,
      gzip: zlib.gunzipSync,
      deflate: zlib.inflateSync,
    };
    for (const [accepted, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      // Not kept in this encoding: the compression plugin makes it per request.
      ['deflate', 'deflate'],
      ['identity', undefined],
    ] as const) {
      // Twice: the second answer is the kept encoding.
      for (let i = 0; i < 2; i++) {
        const res = await fetchAs(accepted);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(expected);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        const body = expected ? decoders[expected]?.(res.rawPayload).toString() : res.body;
        expect(body).toBe(plain.body);
      }
    }
  });
  it('are answered afresh after a backup is restored over newer data and written to again', async () => {
    // A restore brings back the versions of the backup's time with exactly that data; the
    // versions kept since then must not come back with other data.
    await add(day(-1), 'Before the backup', 10, 'expense', 'Food');
    await expectFresh();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-kept-'));
    try {
      const file = path.join(dir, 'backup.jsonl.gz');
      await dumpDatabase(t.database, file);
      await add(day(-1), 'After the backup', 20, 'expense', 'Food');
      await expectFresh();
      await restoreDatabase(t.database, file, { force: true });
      // Sessions are not restored: sign in again.
      const token = await createSession(t.database.db, user.id);
      user = { ...user, token, headers: { ...user.headers, authorization: `Bearer ${token}` } };
      api = apiClient(t.app, user);
      await add(day(-1), 'After the restore', 30, 'expense', 'Food');
      await expectFresh();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
