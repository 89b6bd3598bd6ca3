import { fromCents } from '@elevate/shared';
import type { TagTotalsResponse } from '@elevate/shared/schemas/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { monthBounds, type BudgetLedger } from '../../lib/first-day-of-month.ts';

/**
 * Each tag's income and expense over the range, from the rows that count in the
 * budget (in_budget: no tracking account's row, no transfer between two on-budget
 * accounts), as every other report. No kept total has tags, so this reads the range's
 * tagged rows off transactions_ledger_tagged_date_idx: untagged rows cost nothing.
 * A tag is named as its rows spell it (the ledger's spelling, decision 0053).
 */
export async function tagTotals(
  db: Db,
  { ledgerId, monthStartDay }: BudgetLedger,
  from: string,
  to: string,
): Promise<TagTotalsResponse> {
  const start = monthBounds(`${from}-01`, monthStartDay).start;
  const end = monthBounds(`${to}-01`, monthStartDay).end;
  const rows = rowsOf<{ name: string; income: number; expense: number; count: number }>(
    await db.execute(sql`
      select min(x) as name,
        coalesce(sum(amount_cents) filter (where type = 'income'), 0)::float8 as income,
        coalesce(sum(amount_cents) filter (where type = 'expense'), 0)::float8 as expense,
        count(*)::int as count
      from transactions, unnest(tags) as x
      where ledger_id = ${ledgerId} and tags <> '{}'::text[] and in_budget
        and date >= ${start.toISOString()}::timestamptz and date < ${end.toISOString()}::timestamptz
      group by lower(x)
      order by 3 desc, 2 desc, lower(x)`),
  );
  return {
    tags: rows.map((row) => ({
      name: row.name,
      income: fromCents(Number(row.income)),
      expense: fromCents(Number(row.expense)),
      count: Number(row.count),
    })),
  };
}
