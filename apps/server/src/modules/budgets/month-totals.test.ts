import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { rowsOf } from '../../db/rows.ts';

const { t, user, api } = signedInUserPerFile();

const tx = (date: string, category: string, amount: number, type = 'expense') => ({
  date,
  description: 'x',
  amount,
  type,
  category,
});

type Row = {
  ledger_id: string;
  month: string;
  type: string;
  key: string;
  cents: number;
  n: number;
};

/** month_category_totals as rows, and the same sums computed from the transactions themselves. */
async function kept(): Promise<Row[]> {
  const res = await t.database.db.execute(sql`
    select ledger_id::text, month::text, type, category_key as key, amount_cents::int as cents,
      count::int as n
    from month_category_totals order by 1, 2, 3, 4`);
  return rowsOf<Row>(res);
}
/**
 * A row's budget month (decision 0063) under its ledger `l`'s start day, spelt out here
 * rather than through the triggers' own function: a date on or after the start day (when
 * it is not 1) belongs to the next month's budget.
 */
const budgetMonth = sql`(date_trunc('month', date at time zone 'UTC')
  + case when l.month_start_day > 1 and extract(day from date at time zone 'UTC') >= l.month_start_day
    then interval '1 month' else interval '0' end)::date::text`;
async function computed(): Promise<Row[]> {
  // A split row counts as its parts, each in its own category (decision 0055).
  const res = await t.database.db.execute(sql`
    with lines as (
      select ledger_id, date, type, category, amount_cents from transactions where parts is null
      union all
      select ledger_id, date, type, p->>'category', (p->>'amountCents')::bigint
      from transactions cross join lateral jsonb_array_elements(parts) as q(p)
      where parts is not null)
    select ledger_id::text, ${budgetMonth} as month, type,
      lower(category) as key, sum(amount_cents)::int as cents, count(*)::int as n
    from lines join ledgers l on l.id = ledger_id group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  return rowsOf<Row>(res);
}
/** month_counts, and the same counts computed from the transactions. */
async function monthCounts(source: 'kept' | 'computed') {
  const res = await t.database.db.execute(
    source === 'kept'
      ? sql`select ledger_id::text, month::text, count::int as n from month_counts order by 1, 2`
      : sql`select ledger_id::text, ${budgetMonth} as month, count(*)::int as n
          from transactions join ledgers l on l.id = ledger_id group by 1, 2 order by 1, 2`,
  );
  return rowsOf<{ ledger_id: string; month: string; n: number }>(res);
}
async function expectExactTotals() {
  expect(await kept()).toEqual(await computed());
  expect(await monthCounts('kept')).toEqual(await monthCounts('computed'));
}

const actual = (budget: { categories: { name: string; actualAmount: number }[] }, name: string) =>
  budget.categories.find((c) => c.name === name)?.actualAmount;

describe('month totals and counts behind the budget actuals and the month pages', () => {
  it('stay equal to sums over the transactions through every kind of write', async () => {
    const budget = (
      await api.post('/api/budgets', {
        month: '2026-01-01',
        categories: [
          { name: 'Food', type: 'expense', budgetedAmount: 100 },
          { name: 'Fun', type: 'expense', budgetedAmount: 50 },
          { name: 'Salary', type: 'income', budgetedAmount: 0 },
        ],
      })
    ).body;
    const food = (await api.post('/api/transactions', tx('2026-01-05', 'Food', 10))).body;
    await api.post('/api/transactions', tx('2026-01-06', 'FOOD', 2.5));
    // The last millisecond of January in UTC is January's; the next one is February's.
    await api.post('/api/transactions', tx('2026-01-31T23:59:59.999Z', 'Fun', 1));
    await api.post('/api/transactions', tx('2026-02-01T00:00:00.000Z', 'Fun', 7));
    await api.post('/api/transactions', tx('2026-01-07', 'Salary', 1000, 'income'));
    await expectExactTotals();
    let read = (await api.get(`/api/budgets/${budget._id}`)).body;
    expect([actual(read, 'Food'), actual(read, 'Fun'), actual(read, 'Salary')]).toEqual([
      12.5, 1, 1000,
    ]);

    // A move to another category, month and amount takes the amount from one key to the other.
    await api.put(`/api/transactions/${food._id}`, { ...food, category: 'Fun', amount: 4 });
    await expectExactTotals();
    read = (await api.get(`/api/budgets/${budget._id}`)).body;
    expect([actual(read, 'Food'), actual(read, 'Fun')]).toEqual([2.5, 5]);
    await api.put(`/api/transactions/${food._id}`, { ...food, date: '2026-02-10', amount: 4 });
    await expectExactTotals();

    // Category rename and delete carry the month's transactions in bulk.
    await api.patch(`/api/budgets/${budget._id}/categories`, {
      name: 'food',
      type: 'expense',
      newName: 'Groceries',
    });
    await expectExactTotals();
    expect(actual((await api.get(`/api/budgets/${budget._id}`)).body, 'Groceries')).toBe(2.5);
    // A change of type moves them from one type's key to the other's.
    await api.patch(`/api/budgets/${budget._id}/categories`, {
      name: 'Groceries',
      type: 'expense',
      newType: 'savings',
    });
    await expectExactTotals();
    expect((await kept()).filter((row) => row.key === 'groceries')).toMatchObject([
      { type: 'savings', cents: 250, n: 1 },
    ]);
    await api.del(`/api/budgets/${budget._id}/categories?name=Fun&type=expense`);
    await expectExactTotals();

    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      select ${user.id}, timestamptz '2026-01-20' + i * interval '1 day', 'bulk', i, 'expense', 'Bulk'
      from generate_series(1, 40) as i`);
    await expectExactTotals();
    await t.database.db.execute(sql`delete from transactions where ledger_id = ${user.id}
      and description = 'bulk' and date >= '2026-02-01'`);
    await expectExactTotals();
    await api.del(`/api/budgets/${budget._id}`);
    await expectExactTotals();
  });

  it('count a split row as its parts through single-row and set-based writes', async () => {
    const split = (parts: [string, number][]) =>
      parts.map(([category, amount]) => ({ category, amount }));
    const made = (
      await api.post('/api/transactions', {
        ...tx('2026-08-03', 'x', 30),
        category: null,
        splits: split([
          ['Food', 10],
          ['Home', 20],
        ]),
      })
    ).body;
    await expectExactTotals();
    const url = `/api/transactions/${made._id}`;
    await api.put(url, {
      splits: split([
        ['Food', 5],
        ['Home', 5],
        ['Fun', 20],
      ]),
    });
    await expectExactTotals();
    await api.put(url, { date: '2026-09-01' });
    await expectExactTotals();
    await api.put(url, { category: 'Food', splits: [] });
    await expectExactTotals();
    await api.put(url, {
      category: null,
      splits: split([
        ['Food', 29],
        ['fun', 1],
      ]),
    });
    await expectExactTotals();
    // Many rows in one statement: the general path of each trigger.
    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category, parts)
      select ${user.id}, timestamptz '2026-08-01' + i * interval '1 day', 'bulk split', 300, 'expense', '',
        jsonb_build_array(jsonb_build_object('category', 'Food', 'amountCents', 100, 'notes', null),
          jsonb_build_object('category', 'Home' || (i % 3), 'amountCents', 200, 'notes', null))
      from generate_series(1, 40) as i`);
    await expectExactTotals();
    await t.database.db.execute(sql`update transactions set date = date + interval '20 days'
      where ledger_id = ${user.id} and description = 'bulk split'`);
    await expectExactTotals();
    await t.database.db.execute(sql`update transactions set parts = null, category = 'Food'
      where ledger_id = ${user.id} and description = 'bulk split' and date < '2026-09-10'`);
    await expectExactTotals();
    await t.database.db.execute(sql`delete from transactions where ledger_id = ${user.id}
      and (description = 'bulk split' or id = ${made._id})`);
    await expectExactTotals();
    expect((await kept()).some((row) => row.month >= '2026-08-01')).toBe(false);
  });

  it('follow a budget month that starts on the 25th, and a change of it either way', async () => {
    const day = (monthStartDay: number) => api.put(`/api/ledgers/${user.id}`, { monthStartDay });
    expect((await day(25)).status).toBe(200);
    await expectExactTotals();
    const late = (await api.post('/api/transactions', tx('2026-05-24T23:59:59.999Z', 'Gas', 3)))
      .body;
    await api.post('/api/transactions', tx('2026-05-25T00:00:00.000Z', 'Gas', 4));
    expect((await kept()).filter((row) => row.key === 'gas' && row.ledger_id === user.id)).toEqual([
      expect.objectContaining({ month: '2026-05-01', cents: 300 }),
      expect.objectContaining({ month: '2026-06-01', cents: 400 }),
    ]);
    // Across the boundary and back, one row at a time and many at once.
    await api.put(`/api/transactions/${late._id}`, { date: '2026-05-26' });
    await expectExactTotals();
    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category, parts)
      select ${user.id}, timestamptz '2026-05-10' + i * interval '1 day', 'bulk 25', 300, 'expense',
        'Gas', case when i % 2 = 0 then jsonb_build_array(
          jsonb_build_object('category', 'Gas', 'amountCents', 100, 'notes', null),
          jsonb_build_object('category', 'Tolls', 'amountCents', 200, 'notes', null)) end
      from generate_series(1, 40) as i`);
    await expectExactTotals();
    await t.database.db.execute(sql`update transactions set date = date + interval '3 days'
      where ledger_id = ${user.id} and description = 'bulk 25'`);
    await expectExactTotals();
    expect((await day(10)).status).toBe(200);
    await expectExactTotals();
    await t.database.db.execute(sql`delete from transactions where ledger_id = ${user.id}
      and description = 'bulk 25' and date < '2026-06-10'`);
    await expectExactTotals();
    expect((await day(1)).status).toBe(200);
    await expectExactTotals();
  });

  it("belong to their ledger and go with a deleted user's personal ledger", async () => {
    const other = await createTestUser(t);
    await apiClient(t.app, other).post('/api/transactions', tx('2026-03-01', 'Food', 3));
    await expectExactTotals();
    expect((await kept()).some((row) => row.ledger_id === other.id)).toBe(true);
    await t.database.db.delete(users).where(eq(users.id, other.id));
    expect((await kept()).some((row) => row.ledger_id === other.id)).toBe(false);
    await expectExactTotals();
  });

  it('keep no row once a key has no transactions left', async () => {
    const created = (await api.post('/api/transactions', tx('2027-06-01', 'Once', 9))).body;
    expect((await kept()).some((row) => row.month === '2027-06-01')).toBe(true);
    await api.del(`/api/transactions/${created._id}`);
    expect((await kept()).some((row) => row.month === '2027-06-01')).toBe(false);
  });

  it('are emptied with the transactions table', async () => {
    await api.post('/api/transactions', tx('2026-04-01', 'Food', 1));
    await t.database.db.execute(sql`truncate transactions`);
    expect(await kept()).toEqual([]);
  });
});
