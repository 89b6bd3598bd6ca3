import { toCents } from '@elevate/shared';
import { TRANSFER_CATEGORY, type createTransferBody } from '@elevate/shared/schemas/accounts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
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

type TransferRecord = ReturnType<typeof transferRows>[number];
/** One request's transfer: its ledger and its two rows, money out first. */
interface PendingTransfer {
  ledgerId: string;
  rows: TransferRecord[];
}
type Written = { from: TransactionJson; to: TransactionJson } | null;

/**
 * Transfers in, every pair in one statement: each row's account is locked (FOR SHARE) and
 * must still be on or off budget as it was read, else neither row of that pair is written
 * (an account switched meanwhile: null, the caller's 409); the other pairs go in.
 */
async function insertTransferPairs(db: Db, pending: PendingTransfer[]): Promise<Written[]> {
  const records = pending.flatMap(({ ledgerId, rows }, pair) =>
    rows.map((row) => ({ ...row, ledger_id: ledgerId, pair })),
  );
  const written = rowsOf<{ id: string; json: string }>(
    await db.execute(sql`
      with r as (
        select * from json_to_recordset(${JSON.stringify(records)}::json) as r(id uuid,
          ledger_id uuid, date timestamptz, description text, amount_cents bigint, type text,
          category text, notes text, account_id uuid, in_budget boolean, transfer_id uuid,
          on_budget boolean, pair integer)),
      held as (
        select a.ledger_id, a.id, a.on_budget from accounts a
        where (a.ledger_id, a.id) in (select ledger_id, account_id from r)
        for share of a),
      whole as (
        select r.pair from r join held h
          on h.ledger_id = r.ledger_id and h.id = r.account_id and h.on_budget = r.on_budget
        group by r.pair having count(*) = 2)
      insert into transactions (id, ledger_id, date, description, amount_cents, type, category,
        notes, cleared, account_id, in_budget, transfer_id)
      select r.id, r.ledger_id, r.date, r.description, r.amount_cents, r.type, r.category,
        r.notes, false, r.account_id, r.in_budget, r.transfer_id
      from r where r.pair in (select pair from whole)
      returning id, api_json as json`),
  );
  const byId = new Map(written.map((row) => [row.id, row.json]));
  return pending.map(({ rows }) => {
    const out = byId.get(rows[0]!.id);
    const into = byId.get(rows[1]!.id);
    return out === undefined || into === undefined ? null : { from: out, to: into };
  });
}

export type InsertTransfer = (
  ledgerId: string,
  body: NewTransfer,
) => Promise<{ from: TransactionJson; to: TransactionJson }>;

/**
 * POST /api/transfers: each request reads its two accounts (404, the category a transfer
 * across the budget's edge needs), then the pairs of concurrent requests are written
 * together as POST /api/transactions writes its rows (decision 0031): a burst of transfers
 * costs a few commits, not one each. A transfer is still never half there.
 */
export function transferInserts(db: Db): InsertTransfer {
  const insert = writeBatcher<PendingTransfer, Written>(
    (pending) => insertTransferPairs(db, pending),
    async (one) => (await insertTransferPairs(db, [one]))[0] ?? null,
    { maxBatch: 100, maxInFlight: 2 },
  );
  return async (ledgerId, body) => {
    const { from, to } = await readSides(db, ledgerId, body);
    const written = await insert({ ledgerId, rows: transferRows(ledgerId, body, from, to) });
    if (written === null) throw conflict(ACCOUNTS_CHANGED);
    return written;
  };
}
