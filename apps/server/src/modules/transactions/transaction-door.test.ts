import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { transactions } from '../../db/schema.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { newTransactionId, orderedIds } from './ordered-ids.ts';
import {
  deleteTransactions,
  KEEP_PARTS,
  refileTransactions,
  updateRows,
} from './transaction-changes.ts';
import { inDefaultAccount, type TransactionRow } from './transaction-rows.ts';
import { insertTransactions, insertTransactionsFrom } from './transaction-writes.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t);
  bob = await createTestUser(t);
});
afterAll(() => t.close());

// A user's personal ledger has the user's id.
const rowFor = (ledgerId: string, n: number, id = newTransactionId()): TransactionRow => ({
  id,
  ledgerId,
  date: new Date(Date.UTC(2026, n % 3, 1 + (n % 27))),
  description: `Shop ${n % 4}`,
  amountCents: 100 + n,
  type: n % 5 === 0 ? 'income' : 'expense',
  category: n % 2 ? 'Food' : 'Rent',
  notes: n % 3 ? `note ${n}` : '',
});

/** The ledger's rows as stored, without ids and creation times. */
async function stored(ledgerId: string) {
  return rowsOf<{ category: string }>(
    await t.database.db.execute(sql`
      select date::text, description, amount_cents::int, type, category, notes
      from transactions where ledger_id = ${ledgerId} order by 1, 2, 3, 4, 5, 6`),
  );
}

async function expectKept(ledgerId: string) {
  const { kept, computed } = await keptAndComputed(t.database.db, ledgerId);
  expect(kept).toEqual(computed);
}

describe('the door to the transactions table', () => {
  it('inserts a batch as the rows were given, answering each row its JSON in order', async () => {
    const rows = Array.from({ length: 30 }, (_, n) => rowFor(alice.id, n));
    const answers = await insertTransactions(t.database.db, rows);
    expect(answers.map((json) => JSON.parse(json!)._id)).toEqual(rows.map((row) => row.id));
    const first = JSON.parse(answers[0]!);
    expect(first).toMatchObject({ description: 'Shop 0', amount: 1, notes: null });
    await expectKept(alice.id);
  });

  it('stores through the set-based insert exactly what the row-by-row insert stores', async () => {
    const rows = Array.from({ length: 30 }, (_, n) => rowFor(bob.id, n));
    const ids = orderedIds(Date.now(), 0, rows.length);
    const json = JSON.stringify(
      rows.map((row, n) => ({ ...row, id: ids[n], notes: row.notes || null })),
    );
    await t.database.db.execute(
      insertTransactionsFrom(sql`
        select r.id, r."ledgerId", r.date, r.description, r."amountCents", r.type, r.category, r.notes,
          false, ${inDefaultAccount(bob.id)}
        from json_to_recordset(${json}::json) as r(id uuid, "ledgerId" uuid, date timestamptz,
          description text, "amountCents" bigint, type text, category text, notes text)`),
    );
    expect(await stored(bob.id)).toEqual(await stored(alice.id));
    await expectKept(bob.id);
  });

  it('keeps the rules of a stored row: trimmed text, notes as none, whole cents', async () => {
    const [json] = await insertTransactions(t.database.db, [
      { ...rowFor(alice.id, 1), description: '  Spaced  ', notes: '' },
    ]);
    expect(JSON.parse(json!)).toMatchObject({ description: 'Spaced', notes: null });
    for (const bad of [
      { amountCents: 12.5 },
      { description: '   ' },
      { description: 'x'.repeat(201) },
      { notes: 'x'.repeat(1001) },
    ]) {
      await expect(
        insertTransactions(t.database.db, [{ ...rowFor(alice.id, 2), ...bad }]),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
    await expectKept(alice.id);
  });

  it("changes and deletes only the ledger's own rows, the totals following", async () => {
    const [bobsRow] = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.ledgerId, bob.id))
      .limit(1);
    const change = {
      id: bobsRow!.id,
      ledger_id: alice.id,
      date: null,
      description: 'taken',
      amount_cents: null,
      type: null,
      category: null,
      set_notes: false,
      notes: null,
      account_id: null,
      cleared: null,
      tags: null,
      confirm: false,
      ...KEEP_PARTS,
    };
    expect(await updateRows(t.database.db, [change])).toEqual([null]);
    await refileTransactions(t.database.db, alice.id, eq(transactions.category, 'Food'), {
      category: 'Groceries',
      type: 'expense',
    });
    const bobsBefore = await stored(bob.id);
    expect(
      await deleteTransactions(t.database.db, alice.id, eq(transactions.id, bobsRow!.id)),
    ).toBe(0);
    expect(
      await deleteTransactions(t.database.db, alice.id, eq(transactions.category, 'Groceries')),
    ).toBeGreaterThan(0);
    expect(await stored(bob.id)).toEqual(bobsBefore);
    expect((await stored(alice.id)).some((row) => row.category === 'Groceries')).toBe(false);
    await expectKept(alice.id);
    await expectKept(bob.id);
  });
});
