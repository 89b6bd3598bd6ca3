import { toCents } from '@elevate/shared';
import { TRANSFER_CATEGORY, type createTransferBody } from '@elevate/shared/schemas/accounts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
import { newTransactionId } from './ordered-ids.ts';
import { ACCOUNT_NOT_FOUND, notesValue } from './transaction-rows.ts';
import type { TransactionJson } from './transaction-writes.ts';

/** The door's write of a transfer (decision 0052): both rows in one statement, or neither. */

export type NewTransfer = z.output<typeof createTransferBody>;
export const TRANSFER_CATEGORY_NEEDED =
  'Pick a category: a transfer between an on-budget and a tracking account counts in the budget';

/** One request's transfer as the statement takes it: ids drawn, amounts in cents. */
interface PendingTransfer {
  ledger_id: string;
  from_id: string;
  to_id: string;
  out_id: string;
  in_id: string;
  date: Date;
  amount_cents: number;
  description: string | null;
  notes: string | null;
  category: string | null;
  type: string | null;
}

type Written =
  | { status: 'written'; from: TransactionJson; to: TransactionJson }
  | { status: 'missing' | 'category' };

interface PairAnswer {
  pair: number;
  status: 'written' | 'missing' | 'category';
  out_json: string | null;
  in_json: string | null;
}

/**
 * Transfers in, every pair in one statement that reads its two accounts too (locked FOR
 * SHARE, so neither is switched on or off budget, nor deleted, until the rows are in):
 * money out of `from` (an expense), into `to` (income). A row counts in the budget only
 * when its account is on budget and the other is not, and is then filed under the
 * category the request names (without one, nothing is written: 400); a row that does not
 * count is filed under Transfer. A pair naming an account its ledger has not got writes
 * nothing (404). The other pairs go in.
 */
async function insertTransferPairs(db: Db, pending: PendingTransfer[]): Promise<Written[]> {
  const answers = rowsOf<PairAnswer>(
    await db.execute(sql`
      with p as (
        select * from json_to_recordset(${JSON.stringify(pending.map((one, pair) => ({ ...one, pair })))}::json)
          as p(ledger_id uuid, from_id uuid, to_id uuid, out_id uuid, in_id uuid,
            date timestamptz, amount_cents bigint, description text, notes text,
            category text, type text, pair integer)),
      sides as (
        select p.*, f.name as from_name, t.name as to_name,
          f.on_budget and not t.on_budget as out_counts,
          t.on_budget and not f.on_budget as in_counts
        from p
        join accounts f on f.ledger_id = p.ledger_id and f.id = p.from_id
        join accounts t on t.ledger_id = p.ledger_id and t.id = p.to_id
        for share of f, t),
      ok as (
        select * from sides where category is not null or not (out_counts or in_counts)),
      r as (
        select out_id as id, ledger_id, date,
          coalesce(description, 'Transfer to ' || to_name) as description, amount_cents,
          case when out_counts then coalesce(type, 'expense') else 'expense' end as type,
          case when out_counts then category else ${TRANSFER_CATEGORY} end as category,
          notes, from_id as account_id, out_counts as in_budget, in_id as transfer_id
        from ok
        union all
        select in_id, ledger_id, date,
          coalesce(description, 'Transfer from ' || from_name), amount_cents, 'income',
          case when in_counts then category else ${TRANSFER_CATEGORY} end,
          notes, to_id, in_counts, out_id
        from ok),
      written as (
        insert into transactions (id, ledger_id, date, description, amount_cents, type,
          category, notes, cleared, account_id, in_budget, transfer_id)
        select id, ledger_id, date, description, amount_cents, type, category, notes, false,
          account_id, in_budget, transfer_id
        from r
        returning id, api_json)
      select p.pair,
        case when s.pair is null then 'missing' when ok.pair is null then 'category'
          else 'written' end as status,
        (select w.api_json from written w where w.id = p.out_id) as out_json,
        (select w.api_json from written w where w.id = p.in_id) as in_json
      from p left join sides s on s.pair = p.pair left join ok on ok.pair = p.pair
      order by p.pair`),
  );
  return answers.map((row) =>
    row.status === 'written' && row.out_json !== null && row.in_json !== null
      ? { status: 'written', from: row.out_json, to: row.in_json }
      : { status: row.status === 'category' ? 'category' : 'missing' },
  );
}

export type InsertTransfer = (
  ledgerId: string,
  body: NewTransfer,
) => Promise<{ from: TransactionJson; to: TransactionJson }>;

/**
 * POST /api/transfers: the transfers of concurrent requests are written together, as
 * POST /api/transactions writes its rows (decision 0031), accounts read in the same
 * statement: a burst of transfers costs a few statements and commits, not two each.
 * A transfer is still never half there.
 */
export function transferInserts(db: Db): InsertTransfer {
  const insert = writeBatcher<PendingTransfer, Written>(
    (pending) => insertTransferPairs(db, pending),
    async (one) => (await insertTransferPairs(db, [one]))[0] ?? { status: 'missing' },
    { maxBatch: 100, maxInFlight: 2 },
  );
  return async (ledgerId, body) => {
    const written = await insert({
      ledger_id: ledgerId,
      from_id: body.fromAccountId,
      to_id: body.toAccountId,
      out_id: newTransactionId(),
      in_id: newTransactionId(),
      date: body.date,
      amount_cents: toCents(body.amount),
      description: body.description ?? null,
      notes: notesValue(body.notes),
      category: body.category ?? null,
      type: body.type ?? null,
    });
    if (written.status === 'written') return { from: written.from, to: written.to };
    // Another ledger's account is as missing as an unknown one.
    if (written.status === 'missing') throw notFound(ACCOUNT_NOT_FOUND);
    throw badRequest(TRANSFER_CATEGORY_NEEDED, [
      { param: 'category', msg: TRANSFER_CATEGORY_NEEDED },
    ]);
  };
}
