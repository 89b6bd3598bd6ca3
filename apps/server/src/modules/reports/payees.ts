import { fromCents, type CategoryType } from '@elevate/shared';
import type { PayeesResponse } from '@elevate/shared/schemas/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { monthBounds, type BudgetLedger } from '../../lib/first-day-of-month.ts';

export interface PayeesRequest {
  from: string;
  to: string;
  type: CategoryType;
  limit: number;
}

/**
 * The descriptions with the largest totals of one type over the range,
 * grouped ignoring case (shown as their first spelling in sort order).
 * No kept total has descriptions, so this reads the range's rows off
 * transactions_ledger_date_id_idx: bounded by the range, never the whole
 * history unless asked for (decision 0026 gives the cost).
 */
export async function topPayees(
  db: Db,
  { ledgerId, monthStartDay }: BudgetLedger,
  request: PayeesRequest,
): Promise<PayeesResponse> {
  const start = monthBounds(`${request.from}-01`, monthStartDay).start;
  const end = monthBounds(`${request.to}-01`, monthStartDay).end;
  const result = await db.execute(sql`
    select min(description) as description, sum(amount_cents)::float8 as total,
      count(*)::int as count
    from transactions
    where ledger_id = ${ledgerId} and type = ${request.type} and in_budget
      and date >= ${start.toISOString()}::timestamptz and date < ${end.toISOString()}::timestamptz
    group by lower(description)
    order by 2 desc, 1
    limit ${request.limit}`);
  const rows = rowsOf<{ description: string; total: number; count: number }>(result);
  return {
    payees: rows.map((row) => ({
      description: row.description,
      total: fromCents(Number(row.total)),
      count: Number(row.count),
    })),
  };
}
