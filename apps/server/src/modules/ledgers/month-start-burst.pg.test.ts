import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';

// Writers and a change of the start day at the same time need several connections: this
// file runs in the PostgreSQL pass only (vitest.config.ts, TEST_DATABASE_URL).
if (!process.env.TEST_DATABASE_URL) throw new Error('this file needs TEST_DATABASE_URL');

const { t, user, api } = signedInUserPerFile();

const day = (n: number) => `2026-03-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z`;

describe('a change of the budget month start day amid writes (decision 0063)', () => {
  it('leaves every kept total exact, whichever the writers and the change run first', async () => {
    const ids = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`
        insert into transactions (ledger_id, date, description, amount_cents, type, category)
        select ${user.id}, '2026-02-01T00:00:00Z'::timestamptz + make_interval(days => i % 80),
          'Seed ' || (i % 5), 100 + i, 'expense', 'Cat ' || (i % 4)
        from generate_series(1, 300) as i returning id`),
    ).map((r) => r.id);
    const writes = ids.slice(0, 120).map(async (id, i) => {
      const res =
        i % 4 === 0
          ? await api.del(`/api/transactions/${id}`)
          : i % 4 === 1
            ? await api.put(`/api/transactions/${id}`, { date: day(i), amount: 2 + i })
            : await api.post('/api/transactions', {
                date: day(i),
                description: `Burst ${i}`,
                amount: 1 + i,
                type: i % 3 === 0 ? 'income' : 'expense',
                category: `Cat ${i % 4}`,
              });
      expect(res.status).toBeLessThan(300);
    });
    // Statements of many rows too, beside the one-row writes of the API.
    const bulk = [20, 40, 60].map((shift) =>
      t.database.db.execute(sql`update transactions set date = date + make_interval(days => 1)
        where ledger_id = ${user.id} and description = ${`Seed ${shift % 5}`}`),
    );
    const changes = (async () => {
      for (const monthStartDay of [25, 10, 28, 2, 15, 20]) {
        const res = await api.put(`/api/ledgers/${user.id}`, { monthStartDay });
        expect(res.status).toBe(200);
      }
    })();
    await Promise.all([...writes, ...bulk, changes]);

    const now = await keptAndComputed(t.database.db, user.id);
    expect(now.kept).toEqual(now.computed);
    expect((await api.put(`/api/ledgers/${user.id}`, { monthStartDay: 1 })).status).toBe(200);
    const back = await keptAndComputed(t.database.db, user.id);
    expect(back.kept).toEqual(back.computed);
  });
});
