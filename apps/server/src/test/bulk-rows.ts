import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * `count` budgets of one ledger, a month each from January 1901, with
 * `categories` expense categories each: written in two statements, as an
 * account that filled itself up through the API would look.
 */
export async function insertBudgets(db: Db, ledgerId: string, count: number, categories = 0) {
  await db.execute(sql`
    insert into budgets (ledger_id, month)
    select ${ledgerId}, (date '1901-01-01' + make_interval(months => i))::date
    from generate_series(0, ${count - 1}) as i`);
  if (categories === 0) return;
  await db.execute(sql`
    insert into budget_categories (ledger_id, budget_id, name, type, budgeted_cents, position)
    select b.ledger_id, b.id, 'Category ' || c, 'expense', 1000 * c, c
    from budgets b, generate_series(1, ${categories}) as c
    where b.ledger_id = ${ledgerId}`);
}

/**
 * `count` transactions of one ledger, ten minutes apart back from March 2026,
 * each with the longest description and notes the API takes (~1.3 kB of
 * JSON a row): a full list of a few thousand is megabytes.
 */
export async function insertFatTransactions(db: Db, ledgerId: string, count: number) {
  await db.execute(sql`
    insert into transactions (ledger_id, date, description, amount_cents, type, category, notes)
    select ${ledgerId}, timestamptz '2026-03-01T00:00:00Z' - make_interval(mins => 10 * i),
      rpad('Item ' || i || ' ', 200, 'x'), 100 + i % 9000, 'expense', 'Category ' || (1 + i % 20),
      repeat('n', 1000)
    from generate_series(1, ${count}) as i`);
}
