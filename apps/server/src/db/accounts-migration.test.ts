import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keptAndComputed } from '../test/kept-counters.ts';
import { databaseAtPerFile } from '../test/migrations-up-to.ts';
import type { Db } from './database.ts';

/**
 * Migration 0028 on a seeded copy (decision 0052): a database as it stood
 * after 0027 gets an account per ledger, and every transaction moves into it
 * with every kept total (what the budget, the reports, insights and goals
 * read), count, text and budget unchanged, and its JSON the same but for the
 * four new fields.
 */

const BEFORE_ACCOUNTS = '0027_member_email';

const { db, rows, migrateTo } = databaseAtPerFile(BEFORE_ACCOUNTS);

/** A user (and so a personal ledger, its id the user's) with budgets and transactions. */
async function seed(email: string, months: number) {
  const [user] = await rows<{ id: string }>(sql`
    insert into users (name, email, is_verified) values ('Seeded', ${email}, true) returning id`);
  const ledgerId = user!.id;
  for (let m = 1; m <= months; m += 1) {
    const month = `2026-${String(m).padStart(2, '0')}-01`;
    const [budget] = await rows<{ id: string }>(sql`
      insert into budgets (ledger_id, month, to_be_budgeted_rollover_cents)
      values (${ledgerId}, ${month}, ${m * 100}) returning id`);
    await db().execute(sql`
      insert into budget_categories (ledger_id, budget_id, name, type, budgeted_cents, sort_order, position)
      values (${ledgerId}, ${budget!.id}, 'Salary', 'income', 0, 0, 0),
        (${ledgerId}, ${budget!.id}, 'Food', 'expense', 40000, 1, 1)`);
    await db().execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category, notes)
      select ${ledgerId}, ${month}::timestamptz + (i || ' hours')::interval, 'Shop ' || (i % 7),
        case when i % 10 = 0 then 250000 else -(i * 37 + 1) end,
        case when i % 10 = 0 then 'income' when i % 10 = 5 then 'savings' else 'expense' end,
        case when i % 10 = 0 then 'Salary' when i % 10 = 5 then 'Saving' when i % 2 = 0 then 'Food' else 'RENT' end,
        case when i % 3 = 0 then 'note ' || i end
      from generate_series(1, 60) as i`);
  }
  return ledgerId;
}

/** The four fields of 0028, and the tags and splits later migrations (0030, 0034) add as []. */
const NEW_FIELDS = ['accountId', 'cleared', 'reconciled', 'transferId', 'tags', 'splits'];

async function snapshot() {
  const json = await rows<{ api_json: string }>(sql`select api_json from transactions order by id`);
  return {
    counts: await rows(sql`select ledger_id, count from transaction_counts order by 1`),
    months: await rows(sql`select ledger_id, month::text, count from month_counts order by 1, 2`),
    totals: await rows(sql`
      select ledger_id, month::text, type, category_key, amount_cents::text, count
      from month_category_totals order by 1, 2, 3, 4`),
    texts: await rows(sql`
      select ledger_id, type, category, description, count from transaction_texts order by 1, 2, 3, 4`),
    json: json.map((row) => {
      const parsed = JSON.parse(row.api_json) as Record<string, unknown>;
      for (const field of NEW_FIELDS) delete parsed[field];
      return parsed;
    }),
    budgets: await rows(sql`
      select b.ledger_id, b.month::text, b.to_be_budgeted_rollover_cents::text,
        json_agg(json_build_array(c.name, c.type, c.budgeted_cents) order by c.position) as lines
      from budgets b join budget_categories c on c.ledger_id = b.ledger_id and c.budget_id = b.id
      group by 1, 2, 3 order by 1, 2`),
  };
}

describe('migration 0028 on a seeded copy', () => {
  it("moves every transaction into its ledger's new default account, every total unchanged", async () => {
    const ann = await seed('ann@example.com', 3);
    const bob = await seed('bob@example.com', 2);
    const before = await snapshot();
    expect(before.json).toHaveLength(300);

    await migrateTo();

    expect(await snapshot()).toEqual(before);
    expect(
      await rows(sql`select ledger_id, id, name, type, on_budget, is_default, closed,
        opening_balance_cents::int from accounts order by 1`),
    ).toEqual(
      [ann, bob].sort().map((id) => ({
        ledger_id: id,
        id,
        name: 'Main account',
        type: 'checking',
        on_budget: true,
        is_default: true,
        closed: false,
        opening_balance_cents: 0,
      })),
    );
    expect(
      await rows(sql`select count(*)::int as n from transactions
        where account_id is distinct from ledger_id or not in_budget or cleared or reconciled
          or transfer_id is not null`),
    ).toEqual([{ n: 0 }]);
    for (const ledgerId of [ann, bob]) {
      const { kept, computed } = await keptAndComputed(db() as unknown as Db, ledgerId);
      expect(kept).toEqual(computed);
    }
  });

  it('gives a ledger made afterwards its first account, which takes a row written without one', async () => {
    const [user] = await rows<{ id: string }>(sql`
      insert into users (name, email, is_verified) values ('New', 'new@example.com', true) returning id`);
    await db().execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      values (${user!.id}, '2026-03-02', 'Coffee', 450, 'expense', 'Food')`);
    expect(
      await rows(sql`select account_id from transactions where ledger_id = ${user!.id}`),
    ).toEqual([{ account_id: user!.id }]);
    const { kept, computed } = await keptAndComputed(db() as unknown as Db, user!.id);
    expect(kept).toEqual(computed);
    expect(kept.balances).toMatchObject([{ cents: -450, count: 1 }]);
  });
});
