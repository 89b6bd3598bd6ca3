import { toCents } from '@elevate/shared';
import { TRANSFER_CATEGORY, type createTransferBody } from '@elevate/shared/schemas/accounts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newTransactionId } from './ordered-ids.ts';
import { ACCOUNT_NOT_FOUND, notesValue, transactionRow } from './transaction-rows.ts';
import type { TransactionJson } from './transaction-writes.ts';

/** The door's write of a transfer (decision 0052): both rows in one statement, or neither. */

export type NewTransfer = z.output<typeof createTransferBody>;
export const TRANSFER_CATEGORY_NEEDED =
  'Pick a category: a transfer between an on-budget and a tracking account counts in the budget';
export const ACCOUNTS_CHANGED = 'An account of this transfer changed meanwhile: try again';

interface Side {
  id: string;
  name: string;
  onBudget: boolean;
}

async function readSides(db: Db, ledgerId: string, body: NewTransfer) {
  const found = rowsOf<Side>(
    await db.execute(sql`select id, name, on_budget as "onBudget" from accounts
      where ledger_id = ${ledgerId} and id in (${body.fromAccountId}, ${body.toAccountId})`),
  );
  const from = found.find((side) => side.id === body.fromAccountId);
  const to = found.find((side) => side.id === body.toAccountId);
  // Another ledger's account is as missing as an unknown one.
  if (!from || !to) throw notFound(ACCOUNT_NOT_FOUND);
  return { from, to };
}

/**
 * The two rows: money out of `from` (an expense), into `to` (income). A row
 * counts in the budget only when its account is on budget and the other is
 * not; a row that does not count is filed under Transfer.
 */
function transferRows(ledgerId: string, body: NewTransfer, from: Side, to: Side) {
  const fromCounts = from.onBudget && !to.onBudget;
  const toCounts = to.onBudget && !from.onBudget;
  if ((fromCounts || toCounts) && !body.category) {
    throw badRequest(TRANSFER_CATEGORY_NEEDED, [
      { param: 'category', msg: TRANSFER_CATEGORY_NEEDED },
    ]);
  }
  const ids = [newTransactionId(), newTransactionId()] as const;
  const base = {
    ledgerId,
    date: body.date,
    amountCents: toCents(body.amount),
    notes: notesValue(body.notes),
  };
  const out = transactionRow({
    ...base,
    id: ids[0],
    description: body.description ?? `Transfer to ${to.name}`,
    type: fromCounts ? (body.type ?? 'expense') : 'expense',
    category: fromCounts ? (body.category as string) : TRANSFER_CATEGORY,
  });
  const into = transactionRow({
    ...base,
    id: ids[1],
    description: body.description ?? `Transfer from ${from.name}`,
    type: 'income',
    category: toCounts ? (body.category as string) : TRANSFER_CATEGORY,
  });
  const record = (row: typeof out, account: Side, counts: boolean, partner: string) => ({
    id: row.id,
    date: row.date,
    description: row.description,
    amount_cents: row.amountCents,
    type: row.type,
    category: row.category,
    notes: row.notes,
    account_id: account.id,
    in_budget: counts,
    transfer_id: partner,
    on_budget: account.onBudget,
  });
  return [record(out, from, fromCounts, ids[1]), record(into, to, toCounts, ids[0])];
}

/**
 * A transfer in: one statement, so a transfer is never half there. Each row's
 * account is locked (FOR SHARE) and must still be on or off budget as it was
 * read, or nothing is written (an account switched meanwhile: 409, try again).
 */
export async function insertTransfer(
  db: Db,
  ledgerId: string,
  body: NewTransfer,
): Promise<{ from: TransactionJson; to: TransactionJson }> {
  const { from, to } = await readSides(db, ledgerId, body);
  const rows = transferRows(ledgerId, body, from, to);
  const written = rowsOf<{ id: string; json: string }>(
    await db.execute(sql`
      with r as (
        select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid,
          date timestamptz, description text, amount_cents bigint, type text, category text,
          notes text, account_id uuid, in_budget boolean, transfer_id uuid, on_budget boolean)),
      held as (
        select a.id from accounts a join r on a.id = r.account_id and a.on_budget = r.on_budget
        where a.ledger_id = ${ledgerId} for share of a)
      insert into transactions (id, ledger_id, date, description, amount_cents, type, category,
        notes, cleared, account_id, in_budget, transfer_id)
      select r.id, ${ledgerId}::uuid, r.date, r.description, r.amount_cents, r.type, r.category,
        r.notes, false, r.account_id, r.in_budget, r.transfer_id
      from r where (select count(*) from held) = 2
      returning id, api_json as json`),
  );
  const byId = new Map(written.map((row) => [row.id, row.json]));
  const out = byId.get(rows[0]!.id);
  const into = byId.get(rows[1]!.id);
  if (out === undefined || into === undefined) throw conflict(ACCOUNTS_CHANGED);
  return { from: out, to: into };
}
