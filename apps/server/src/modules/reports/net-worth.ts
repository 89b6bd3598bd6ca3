import { fromCents } from '@elevate/shared';
import { LIABILITY_TYPES, type NetWorth } from '@elevate/shared/schemas/accounts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { BudgetLedger } from '../../lib/first-day-of-month.ts';

interface Row {
  month: string;
  id: string;
  liability: boolean;
  cents: number;
}

/**
 * Each account's balance at the end of every budget month from `from` to `to`
 * (YYYY-MM; the slots are kept by budget month, decision 0063): its opening
 * balance (from its opening date's budget month, or always
 * when it has none) plus its kept monthly slots up to that month, a running
 * sum over at most months × accounts rows, never over transactions.
 * Liabilities owed are negative, so net worth is the plain sum.
 */
export async function netWorth(
  db: Db,
  { ledgerId, monthStartDay }: BudgetLedger,
  from: string,
  to: string,
): Promise<NetWorth> {
  const first = `${from}-01`;
  const last = `${to}-01`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with months as (
        select m::date as month from generate_series(${first}::date, ${last}::date, interval '1 month') m),
      sums as (
        select account_id, month, sum(cents) as cents from account_balance_slots
        where ledger_id = ${ledgerId} and month <= ${last}::date group by 1, 2),
      before as (
        select account_id, sum(cents) as cents from sums where month < ${first}::date group by 1)
      select to_char(m.month, 'YYYY-MM') as month, a.id,
        a.type in (${sql.join(
          LIABILITY_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )}) as liability,
        (coalesce(b.cents, 0)
          + sum(coalesce(s.cents, 0)) over (partition by a.id order by m.month)
          + case when a.opening_date is null
              or elevate_budget_month(a.opening_date::timestamp, ${monthStartDay}::int) <= m.month
              then a.opening_balance_cents else 0 end)::float8 as cents
      from accounts a cross join months m
      left join sums s on s.account_id = a.id and s.month = m.month
      left join before b on b.account_id = a.id
      where a.ledger_id = ${ledgerId}
      order by m.month, a.created_at, a.id`),
  );
  const months = new Map<string, NetWorth['months'][number]>();
  const totals = new Map<string, { assets: number; liabilities: number }>();
  for (const row of rows) {
    let month = months.get(row.month);
    if (!month) {
      month = { month: row.month, assets: 0, liabilities: 0, netWorth: 0, accounts: [] };
      months.set(row.month, month);
      totals.set(row.month, { assets: 0, liabilities: 0 });
    }
    const sums = totals.get(row.month)!;
    if (row.liability) sums.liabilities += row.cents;
    else sums.assets += row.cents;
    month.accounts.push({ _id: row.id, balance: fromCents(row.cents) });
  }
  for (const [key, month] of months) {
    const sums = totals.get(key)!;
    month.assets = fromCents(sums.assets);
    month.liabilities = fromCents(sums.liabilities);
    month.netWorth = fromCents(sums.assets + sums.liabilities);
  }
  return { months: [...months.values()] };
}
