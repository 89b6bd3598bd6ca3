import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The trigger-kept counters of a ledger (through their views, slots added up;
 * the account balances and tag counts from their slots) and the same figures computed from
 * the ledger's transactions, by its budget months: equal whenever the triggers are right.
 */
export async function keptAndComputed(db: Db, ledgerId: string) {
  const q = (text: string) =>
    db.execute(sql.raw(text.replaceAll('$ledger', `'${ledgerId}'`))).then(rowsOf);
  // The budget month (decision 0063) spelt out here rather than through the triggers'
  // own function: a date on or after the ledger's start day (when not 1) is next month's.
  const day = `(select month_start_day from ledgers where id = $ledger)`;
  const month = `(date_trunc('month', date at time zone 'UTC') + case when ${day} > 1
    and extract(day from date at time zone 'UTC') >= ${day} then interval '1 month'
    else interval '0' end)::date::text`;
  const signed = `case when type = 'income' then amount_cents else -amount_cents end`;
  return {
    kept: {
      count: await q(
        `select coalesce(sum(count), 0)::int as count from transaction_counts where ledger_id = $ledger`,
      ),
      months: await q(
        `select month::text, count::int from month_counts where ledger_id = $ledger order by 1`,
      ),
      totals: await q(`select month::text, type, category_key, amount_cents::int, count::int
        from month_category_totals where ledger_id = $ledger order by 1, 2, 3`),
      texts: await q(`select type, category, description, count::int
        from transaction_texts where ledger_id = $ledger order by 1, 2, 3`),
      balances: await q(`select account_id::text, month::text, sum(cents)::int as cents,
          sum(cleared_cents)::int as cleared, sum(reconciled_cents)::int as reconciled,
          sum(count)::int as count
        from account_balance_slots where ledger_id = $ledger group by 1, 2
        having sum(count) <> 0 or sum(cents) <> 0 or sum(cleared_cents) <> 0
          or sum(reconciled_cents) <> 0
        order by 1, 2`),
      tags: await q(`select t.key, t.name, sum(s.count)::int as count
        from tags t join tag_count_slots s on s.ledger_id = t.ledger_id and s.key = t.key
        where t.ledger_id = $ledger group by 1, 2 having sum(s.count) <> 0 order by 1`),
    },
    computed: {
      count: await q(`select count(*)::int as count from transactions where ledger_id = $ledger`),
      months: await q(`select ${month} as month, count(*)::int as count from transactions
        where ledger_id = $ledger group by 1 order by 1`),
      // A split row counts as its parts, each in its own category (decision 0055).
      totals: await q(`select ${month} as month, type, lower(category) as category_key,
        sum(amount_cents)::int as amount_cents, count(*)::int as count
        from (select date, type, category, amount_cents from transactions
            where ledger_id = $ledger and in_budget and parts is null
          union all
          select date, type, p->>'category', (p->>'amountCents')::bigint
            from transactions cross join lateral jsonb_array_elements(parts) as e(p)
            where ledger_id = $ledger and in_budget and parts is not null) as lines
        group by 1, 2, 3 order by 1, 2, 3`),
      texts: await q(`select type, category, description, count(*)::int as count
        from transactions where ledger_id = $ledger group by 1, 2, 3 order by 1, 2, 3`),
      balances: await q(`select account_id::text, ${month} as month, sum(${signed})::int as cents,
          coalesce(sum(${signed}) filter (where cleared), 0)::int as cleared,
          coalesce(sum(${signed}) filter (where reconciled), 0)::int as reconciled,
          count(*)::int as count
        from transactions where ledger_id = $ledger group by 1, 2 order by 1, 2`),
      tags: await q(`select lower(x) as key, min(x) as name, count(*)::int as count
        from transactions, unnest(tags) as x where ledger_id = $ledger group by 1 order by 1`),
    },
  };
}
