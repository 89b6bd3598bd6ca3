import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseAtPerFile } from '../test/migrations-up-to.ts';

/**
 * Migration 0024 on a seeded copy (decision 0049): a database as it stood after
 * 0023, with two users' budgets, transactions and plans, moves into personal
 * ledgers with every kept total, every transaction's JSON and every row
 * unchanged but for the column's name.
 */

const BEFORE_LEDGERS = '0023_checklist_dismissed';
/** The last migration before accounts (0028) changed every transaction's JSON. */
const BEFORE_ACCOUNTS = '0027_member_email';

const { db, rows, migrateTo } = databaseAtPerFile(BEFORE_LEDGERS);

async function seed(email: string, months: number) {
  const [user] = await rows<{ id: string }>(sql`
    insert into users (name, email, is_verified) values ('Seeded', ${email}, true) returning id`);
  const userId = user!.id;
  for (let m = 1; m <= months; m += 1) {
    const month = `2026-${String(m).padStart(2, '0')}-01`;
    const [budget] = await rows<{ id: string }>(sql`
      insert into budgets (user_id, month, to_be_budgeted_rollover_cents)
      values (${userId}, ${month}, ${m * 100}) returning id`);
    await db().execute(sql`
      insert into budget_categories (budget_id, name, type, budgeted_cents, sort_order, position)
      values (${budget!.id}, 'Salary', 'income', 0, 0, 0), (${budget!.id}, 'Food', 'expense', 40000, 1, 1),
        (${budget!.id}, 'Rent', 'expense', 120000, 2, 2), (${budget!.id}, 'Saving', 'savings', 20000, 3, 3)`);
    await db().execute(sql`
      insert into transactions (user_id, date, description, amount_cents, type, category, notes)
      select ${userId}, ${month}::timestamptz + (i || ' hours')::interval, 'Shop ' || (i % 7),
        case when i % 10 = 0 then 250000 else -(i * 37 + 1) end,
        case when i % 10 = 0 then 'income' when i % 10 = 5 then 'savings' else 'expense' end,
        case when i % 10 = 0 then 'Salary' when i % 10 = 5 then 'Saving' when i % 2 = 0 then 'Food' else 'RENT' end,
        case when i % 3 = 0 then 'note ' || i end
      from generate_series(1, 60) as i`);
  }
  await db().execute(sql`
    insert into recurring_rules (user_id, description, amount_cents, type, category, frequency,
      interval, start_date, auto, next_index, next_date)
    values (${userId}, 'Gym', -3000, 'expense', 'Food', 'monthly', 1, '2026-01-05', false, 0, '2026-01-05')`);
  await db().execute(sql`
    insert into goals (user_id, name, target_cents, category) values (${userId}, 'Trip', 100000, 'Saving')`);
  await db().execute(sql`
    insert into import_rules (user_id, contains, category, type) values (${userId}, 'shop', 'Food', 'expense')`);
  await db().execute(sql`
    insert into category_carry_overs (user_id, type, category_key) values (${userId}, 'expense', 'food')`);
  await db().execute(sql`
    insert into dismissed_insights (user_id, month, insight_id) values (${userId}, '2026-02-01', 'spike:food')`);
  return userId;
}

/** What the totals, the list JSON and the plans say for an owner column named `owner`. */
async function snapshot(owner: 'user_id' | 'ledger_id') {
  const o = sql.raw(`"${owner}"`);
  return {
    counts: await rows(sql`select ${o} as owner, count from transaction_counts order by 1`),
    months: await rows(
      sql`select ${o} as owner, month::text, count from month_counts order by 1, 2`,
    ),
    totals: await rows(sql`
      select ${o} as owner, month::text, type, category_key, amount_cents::text, count
      from month_category_totals order by 1, 2, 3, 4`),
    texts: await rows(sql`
      select ${o} as owner, type, category, description, count from transaction_texts order by 1, 2, 3, 4`),
    json: await rows(sql`select api_json from transactions order by id`),
    budgets: await rows(sql`
      select b.${o} as owner, b.month::text, b.to_be_budgeted_rollover_cents::text,
        json_agg(json_build_array(c.name, c.type, c.budgeted_cents, c.sort_order) order by c.position) as lines
      from budgets b join budget_categories c on c.budget_id = b.id group by 1, 2, 3 order by 1, 2`),
    plans: await rows(sql`
      select (select count(*) from recurring_rules r where r.${o} = u.id) as rules,
        (select count(*) from goals g where g.${o} = u.id) as goals,
        (select count(*) from import_rules i where i.${o} = u.id) as import_rules,
        (select count(*) from category_carry_overs c where c.${o} = u.id) as carry,
        (select count(*) from dismissed_insights d where d.${o} = u.id) as dismissed
      from users u order by u.id`),
  };
}

describe('migration 0024 on a seeded copy', () => {
  it("moves each user's data into a personal ledger with every total and row unchanged", async () => {
    const ann = await seed('ann@example.com', 3);
    const bob = await seed('bob@example.com', 2);
    const before = await snapshot('user_id');
    expect(before.counts).toHaveLength(2);

    await migrateTo(BEFORE_ACCOUNTS);

    const after = await snapshot('ledger_id');
    expect(after).toEqual(before);
    expect(await rows(sql`select id, name, personal_user_id from ledgers order by id`)).toEqual(
      [ann, bob].sort().map((id) => ({ id, name: 'Personal', personal_user_id: id })),
    );
    expect(await rows(sql`select ledger_id, user_id, role from ledger_members order by 1`)).toEqual(
      [ann, bob].sort().map((id) => ({ ledger_id: id, user_id: id, role: 'owner' })),
    );
    // Every budget line names its budget's ledger.
    expect(
      await rows(sql`
        select count(*)::int as n from budget_categories c join budgets b on b.id = c.budget_id
        where c.ledger_id is distinct from b.ledger_id`),
    ).toEqual([{ n: 0 }]);
  });

  it('keeps the totals exact for writes after the migration, and gives a new user a personal ledger', async () => {
    const [user] = await rows<{ id: string }>(sql`
      insert into users (name, email, is_verified) values ('New', 'new@example.com', true) returning id`);
    await db().execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      values (${user!.id}, '2026-03-02', 'Coffee', -450, 'expense', 'Food')`);
    expect(
      await rows(sql`select count from transaction_counts where ledger_id = ${user!.id}`),
    ).toEqual([{ count: 1 }]);
    expect(
      await rows(
        sql`select role from ledger_members where ledger_id = ${user!.id} and user_id = ${user!.id}`,
      ),
    ).toEqual([{ role: 'owner' }]);
  });
});
