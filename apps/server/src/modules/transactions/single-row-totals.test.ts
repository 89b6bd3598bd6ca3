import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';

// Decision 0031: a statement of one row keeps the counters on a scalar path, one of
// several rows on the general one. Both must leave the same figures as a recount.
const { t, user, api } = signedInUserPerFile();

// A user's personal ledger has the user's id.
async function expectExact(ledgerId = user.id) {
  const { kept, computed } = await keptAndComputed(t.database.db, ledgerId);
  expect(kept).toEqual(computed);
}

const body = (over: Record<string, unknown> = {}) => ({
  date: '2026-03-10T12:00:00.000Z',
  description: 'Corner shop',
  amount: 12.5,
  type: 'expense',
  category: 'Food',
  ...over,
});

describe('counters after single-row writes', () => {
  it('match a recount after each kind of one-row change', async () => {
    const created = (await api.post('/api/transactions', body())).body;
    await api.post('/api/transactions', body({ description: 'Other shop', amount: 3 }));
    await expectExact();
    // One field at a time, then several: each changes a different set of counters.
    const changes: Record<string, unknown>[] = [
      { amount: 20 }, // the month's category total only
      { description: 'Corner Shop' }, // the texts only
      { category: 'FOOD' }, // same total key (case), other text key
      { category: 'Fun' }, // another total and text key
      { date: '2026-03-31T23:59:59.999Z' }, // same month
      { date: '2026-04-01T00:00:00.000Z' }, // next month: month counts and totals move
      { date: '2026-02-01T00:00:00.000Z', amount: 1, category: 'Food' }, // back, earlier key
      { type: 'savings' },
      { type: 'income', category: 'Salary', description: 'Pay' },
      { amount: 1 }, // nothing but the amount, to a smaller one
      { notes: 'only the notes' }, // no counter at all
    ];
    for (const change of changes) {
      const res = await api.put(`/api/transactions/${created._id}`, change);
      expect(res.status).toBe(200);
      await expectExact();
    }
    await api.del(`/api/transactions/${created._id}`);
    await expectExact();
  });

  it('match a recount when one-row and several-row statements mix', async () => {
    const db = t.database.db;
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into transactions (ledger_id, date, description, amount_cents, type, category)
        select ${user.id}, '2026-05-01T00:00:00Z'::timestamptz + make_interval(days => i),
          'Row ' || (i % 3), 100 * i, 'expense', 'Cat ' || (i % 2)
        from generate_series(1, 12) as i returning id`),
    ).map((r) => r.id);
    await expectExact();
    await db.execute(sql`update transactions set category = 'cat 1'
      where ledger_id = ${user.id} and id = ${ids[0]}`);
    await db.execute(sql`update transactions set amount_cents = amount_cents * 2
      where ledger_id = ${user.id} and description = 'Row 1'`);
    await expectExact();
    // An update that touches no row, and one that changes nothing counted.
    await db.execute(sql`update transactions set notes = 'n'
      where ledger_id = ${user.id} and id = gen_random_uuid()`);
    await db.execute(sql`update transactions set notes = 'n'
      where ledger_id = ${user.id} and id = ${ids[1]}`);
    await db.execute(sql`delete from transactions where ledger_id = ${user.id} and id = ${ids[2]}`);
    await db.execute(
      sql`delete from transactions where ledger_id = ${user.id} and description = 'Row 0'`,
    );
    await expectExact();
  });

  it("leave other ledgers alone and go with a deleted user's personal ledger of one transaction", async () => {
    const other = await createTestUser(t);
    const otherApi = apiClient(t.app, other);
    await otherApi.post('/api/transactions', body({ category: 'Theirs' }));
    await expectExact(other.id);
    await expectExact();
    await db().execute(sql`delete from users where id = ${other.id}`);
    const left = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from month_category_total_slots
        where ledger_id = ${other.id}`),
    );
    expect(left).toEqual([{ n: 0 }]);
    await expectExact();
  });
});

const db = () => t.database.db;
