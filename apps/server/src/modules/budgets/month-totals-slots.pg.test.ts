import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';

// Concurrent transactions of one ledger need a server with several connections: this file
// runs in CI's PostgreSQL pass only (vitest.config.ts picks *.pg.test.ts up with
// TEST_DATABASE_URL).
if (!process.env.TEST_DATABASE_URL) throw new Error('this file needs TEST_DATABASE_URL');

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
});
afterAll(() => t.close());

const insert = (description: string, category: string, cents: number) => sql`
  insert into transactions (ledger_id, date, description, amount_cents, type, category)
  values (${user.id}, '2026-03-05T00:00:00Z', ${description}, ${cents}, 'expense', ${category})`;

async function slotsOf(table: string): Promise<number[]> {
  const rows = rowsOf<{ slot: number }>(
    await t.database.db.execute(
      sql`select distinct slot from ${sql.identifier(table)} where ledger_id = ${user.id} order by 1`,
    ),
  );
  return rows.map((r) => r.slot);
}

describe('counter slots (decision 0023)', () => {
  it('lets two open transactions of one ledger write the same counters without waiting', async () => {
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    let secondDone!: () => void;
    const done = new Promise<void>((resolve) => (secondDone = resolve));
    // The first holds its transaction open until the second has written and committed:
    // with one row per counter the second would wait for the first's lock forever.
    const first = t.database.db.transaction(async (tx) => {
      await tx.execute(insert('Coffee', 'Dining Out', 450));
      firstWrote();
      await done;
    });
    await wrote;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(insert('Coffee', 'Dining Out', 300));
      await tx.execute(insert('Tea', 'dining out', 200));
    });
    secondDone();
    await first;

    expect(await slotsOf('transaction_count_slots')).toEqual([0, 1]);
    expect(await slotsOf('month_category_total_slots')).toEqual([0, 1]);
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });

  it('stays exact through a burst of parallel creates, moves and deletes', async () => {
    const ids = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`
        insert into transactions (ledger_id, date, description, amount_cents, type, category)
        select ${user.id}, '2026-04-01T00:00:00Z'::timestamptz + make_interval(days => i % 60),
          'Item ' || (i % 7), 100 + i, 'expense', 'Cat ' || (i % 5)
        from generate_series(1, 200) as i returning id`),
    ).map((r) => r.id);
    await Promise.all(
      ids.map((id, i) =>
        i % 3 === 0
          ? t.database.db.execute(
              sql`delete from transactions where ledger_id = ${user.id} and id = ${id}`,
            )
          : i % 3 === 1
            ? t.database.db.execute(
                sql`update transactions set category = 'Moved', amount_cents = amount_cents + 1
                  where ledger_id = ${user.id} and id = ${id}`,
              )
            : t.database.db.execute(insert(`Burst ${i % 4}`, `Cat ${i % 5}`, 10 + i)),
      ),
    );
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });

  it('keeps a ledger written by one writer at a time in slot 0', async () => {
    const alone = await createTestUser(t);
    for (let i = 0; i < 5; i++) {
      await t.database.db.execute(sql`
        insert into transactions (ledger_id, date, description, amount_cents, type, category)
        values (${alone.id}, '2026-03-05T00:00:00Z', 'Solo', ${100 + i}, 'expense', 'Solo')`);
    }
    const slots = rowsOf<{ slot: number }>(
      await t.database.db.execute(
        sql`select slot from month_category_total_slots where ledger_id = ${alone.id}`,
      ),
    );
    expect(slots).toEqual([{ slot: 0 }]);
  });
});
