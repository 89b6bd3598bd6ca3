import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets, ledgers, transactions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seedUser } from './seed-user.ts';
import { rowsOf } from '../db/rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-21T12:00:00Z');
const base = { name: 'Demo', passwordHash: null, months: 24, seed: 7, now };

async function snapshot(ledgerId: string) {
  return t.database.db
    .select({ d: transactions.date, a: transactions.amountCents, c: transactions.category })
    .from(transactions)
    .where(eq(transactions.ledgerId, ledgerId))
    .orderBy(transactions.date, transactions.amountCents, transactions.category);
}

describe('demo data', () => {
  it('creates a budget for each of the 24 months ending with the current one', async () => {
    const { userId, ledgerId } = await seedUser(t.database.db, { ...base, email: 'a@example.com' });
    // The data is the user's personal ledger's, the one their account was made with.
    const [personal] = await t.database.db
      .select({ id: ledgers.id })
      .from(ledgers)
      .where(eq(ledgers.personalUserId, userId));
    expect(ledgerId).toBe(personal?.id);
    const months = await t.database.db
      .select({ month: budgets.month })
      .from(budgets)
      .where(eq(budgets.ledgerId, ledgerId))
      .orderBy(budgets.month);
    expect(months).toHaveLength(24);
    expect(months[0]?.month).toBe('2024-12-01');
    expect(months[23]?.month).toBe('2026-11-01');
  });

  it('is deterministic for one seed number and differs for another', async () => {
    const one = await seedUser(t.database.db, { ...base, email: 'b@example.com' });
    const two = await seedUser(t.database.db, { ...base, email: 'c@example.com' });
    const three = await seedUser(t.database.db, { ...base, seed: 8, email: 'd@example.com' });
    expect(await snapshot(one.ledgerId)).toEqual(await snapshot(two.ledgerId));
    expect(await snapshot(three.ledgerId)).not.toEqual(await snapshot(one.ledgerId));
  });

  it('scales to exactly the requested number of transactions', async () => {
    const { ledgerId, transactions: made } = await seedUser(t.database.db, {
      ...base,
      email: 'e@example.com',
      transactions: 5000,
    });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.ledgerId, ledgerId));
    expect(made).toBe(5000);
    expect(row?.n).toBe(5000);
  });

  it('leaves some expense categories over budget in some months', async () => {
    const { ledgerId } = await seedUser(t.database.db, { ...base, email: 'f@example.com' });
    const over = await t.database.db.execute(sql`
      select count(*)::int as n from (
        select date_trunc('month', date) as m, category, sum(amount_cents) as spent
        from transactions where ledger_id = ${ledgerId} and type = 'expense'
        group by 1, 2) s
      join budget_categories bc on bc.ledger_id = ${ledgerId} and bc.name = s.category
        and bc.type = 'expense'
      join budgets b on b.ledger_id = bc.ledger_id and b.id = bc.budget_id
        and b.month = s.m::date
      where s.spent > bc.budgeted_cents`);
    const n = rowsOf<{ n: number }>(over)[0]?.n ?? 0;
    expect(n).toBeGreaterThan(0);
  });
});
