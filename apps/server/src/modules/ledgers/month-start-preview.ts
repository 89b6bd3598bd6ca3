import { fromCents } from '@elevate/shared';
import type { MonthStartPreview } from '@elevate/shared/schemas/ledgers';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgers } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { requireOwner } from './membership.ts';
import { LEDGER_MESSAGES as MSG } from './messages.ts';

type Sums = MonthStartPreview['months'][number]['before'];
type Row = { month: string; type: string; before: number; delta: number; moved: number };

const sumsOf = (rows: Row[], pick: (row: Row) => number): Sums => {
  const of = (type: string) => rows.find((row) => row.type === type);
  const cents = (type: string) => {
    const row = of(type);
    return row ? pick(row) : 0;
  };
  return {
    income: fromCents(cents('income')),
    expenses: fromCents(cents('expense')),
    savings: fromCents(cents('savings')),
  };
};

/**
 * What a new start day would move, before it is saved (owner only): the number of
 * transactions whose budget month changes, and each budget month whose sums change,
 * as the month totals have them now and as they would be. Only the moving rows are
 * summed (a pass over the ledger's rows); the rest comes from the kept totals.
 */
export async function previewMonthStart(
  db: Db,
  ledgerId: string,
  userId: string,
  day: number,
): Promise<MonthStartPreview> {
  await requireOwner(db, ledgerId, userId);
  const [ledger] = await db
    .select({ day: ledgers.monthStartDay })
    .from(ledgers)
    .where(eq(ledgers.id, ledgerId));
  if (!ledger) throw notFound(MSG.notFound);
  if (ledger.day === day) return { day, moved: 0, months: [] };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with rows as (
        select elevate_budget_month(date at time zone 'UTC', ${ledger.day}::int) as was,
          elevate_budget_month(date at time zone 'UTC', ${day}::int) as will, type, amount_cents, in_budget
        from transactions where ledger_id = ${ledgerId}
      ), moving as (select * from rows where was <> will),
      deltas as (
        select month, type, sum(cents) as delta from (
          select was as month, type, -amount_cents as cents from moving where in_budget
          union all
          select will, type, amount_cents from moving where in_budget) as d
        group by 1, 2 having sum(cents) <> 0
      ), kept as (
        select month, type, sum(amount_cents) as cents from month_category_totals
        where ledger_id = ${ledgerId} and month in (select month from deltas) group by 1, 2
      )
      select to_char(coalesce(k.month, d.month), 'YYYY-MM') as month, coalesce(k.type, d.type) as type,
        coalesce(k.cents, 0)::float8 as before, coalesce(d.delta, 0)::float8 as delta,
        (select count(*) from moving)::int as moved
      from kept k full join deltas d on d.month = k.month and d.type = k.type
      order by 1, 2`),
  );
  const months = [...new Set(rows.map((row) => row.month))].map((month) => {
    const of = rows.filter((row) => row.month === month);
    return {
      month,
      before: sumsOf(of, (row) => Number(row.before)),
      after: sumsOf(of, (row) => Number(row.before) + Number(row.delta)),
    };
  });
  // No month changes when nothing moves: count the moving rows on their own then.
  const moved = rows[0]?.moved ?? (await movedCount(db, ledgerId, ledger.day, day));
  return { day, moved, months };
}

async function movedCount(db: Db, ledgerId: string, from: number, to: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from transactions where ledger_id = ${ledgerId}
        and elevate_budget_month(date at time zone 'UTC', ${from}::int)
          <> elevate_budget_month(date at time zone 'UTC', ${to}::int)`),
  );
  return Number(row?.n ?? 0);
}
