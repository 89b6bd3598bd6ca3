import { toCents } from '@elevate/shared';
import {
  SPLIT_MIXED_TYPES,
  SPLIT_NEEDS_CATEGORY,
  SPLIT_TRANSFER,
  splitSumMessage,
} from '@elevate/shared/schemas/splits';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, transactions, type StoredPart } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
import { updateRows, type Change } from './transaction-changes.ts';
import { ACCOUNT_NOT_FOUND, notesValue, storedParts } from './transaction-rows.ts';
import {
  matchedJson,
  TRANSACTION_CHANGED,
  TRANSACTION_NOT_FOUND,
  type TransactionChanges,
} from './transaction-service.ts';
import type { TransactionJson } from './transaction-writes.ts';

export const TRANSFER_KEEPS_ACCOUNTS =
  'A transfer keeps its accounts, direction and a positive amount: delete it and make a new one to change them';

export const RECONCILED_NEEDS_CONFIRM =
  'This transaction is reconciled: confirm to change its amount, date, account or clearing';

export type UpdateTransaction = (
  ledgerId: string,
  id: string,
  body: TransactionChanges,
  /** The tags of an If-Match header (decision 0061): 409 when the row answers none of them. */
  ifMatch?: readonly string[] | null,
) => Promise<TransactionJson>;

/** Two changes of one transaction never share a statement: the later one goes in a later round. */
async function updateInRounds(db: Db, changes: Change[]): Promise<(TransactionJson | null)[]> {
  const results = changes.map((): TransactionJson | null => null);
  let left = changes.map((change, index) => ({ change, index }));
  while (left.length > 0) {
    const seen = new Set<string>();
    const round = left.filter(({ change }) => !seen.has(change.id) && seen.add(change.id));
    left = left.filter((entry) => !round.includes(entry));
    const answers = await updateRows(
      db,
      round.map(({ change }) => change),
    );
    round.forEach(({ index }, i) => (results[index] = answers[i] ?? null));
  }
  return results;
}

/**
 * PUT /api/transactions/:id: the full transaction with its changes, or only
 * the changed fields. _id and user are echoes that must name this transaction
 * and its ledger; createdAt and isDemo are ignored; the ledger never changes.
 * The changes of concurrent requests are saved together (decision 0031), one
 * statement at a time, so two batches never wait on each other's rows.
 */
export function transactionUpdates(db: Db): UpdateTransaction {
  const update = writeBatcher<Change, TransactionJson | null>(
    (changes) => updateInRounds(db, changes),
    // An account deleted while the change was on its way is answered as missing (whyUnchanged).
    async (change) =>
      (
        await updateRows(db, [change]).catch((err: unknown) => {
          if (isForeignKeyViolation(err) && change.account_id !== null) return [null];
          throw err;
        })
      )[0] ?? null,
    { maxBatch: 200, maxInFlight: 1 },
  );
  return async (ledgerId, id, body, ifMatch = null) => {
    if (body._id !== undefined && body._id !== id) {
      throw badRequest('Transaction id in the body does not match the URL');
    }
    if (body.user !== undefined && body.user !== ledgerId) {
      throw badRequest('A transaction cannot be moved to another ledger');
    }
    const change: Change = {
      id,
      ledger_id: ledgerId,
      date: body.date ?? null,
      description: body.description ?? null,
      amount_cents: body.amount === undefined ? null : toCents(body.amount),
      type: body.type ?? null,
      category: body.category ?? null,
      set_notes: body.notes !== undefined,
      notes: notesValue(body.notes),
      account_id: body.accountId ?? null,
      cleared: body.cleared ?? null,
      tags: body.tags ?? null,
      confirm: body.confirm === true,
      ...partsChange(body),
    };
    // '*' asks only that it exists, as a change without If-Match does.
    const seen =
      ifMatch && !ifMatch.includes('*') ? await matchedJson(db, ledgerId, id, ifMatch) : null;
    change.expected_json = seen;
    const changesSomething =
      change.set_notes ||
      change.set_parts ||
      change.tags !== null ||
      [
        change.date,
        change.description,
        change.amount_cents,
        change.type,
        change.category,
        change.account_id,
        change.cleared,
      ].some((value) => value !== null);
    const json = changesSomething
      ? await update(change)
      : (seen ?? (await readJson(db, ledgerId, id)));
    if (json !== null) return json;
    throw await whyUnchanged(db, ledgerId, change);
  };
}

/** The change's parts: kept when the body has no splits, [] files the row under its category. */
function partsChange(body: TransactionChanges) {
  if (body.splits === undefined) return { set_parts: false, parts: null, parts_type: null };
  const types = new Set(body.splits.flatMap((part) => (part.type ? [part.type] : [])));
  if (types.size > 1)
    throw badRequest(SPLIT_MIXED_TYPES, [{ param: 'splits', msg: SPLIT_MIXED_TYPES }]);
  return { set_parts: true, parts: storedParts(body.splits), parts_type: [...types][0] ?? null };
}

/** Why a split change was refused, or null when its parts were not what stopped it. */
function splitRefusal(
  change: Change,
  row: { transferId: string | null; type: string; amountCents: number; parts: StoredPart[] | null },
) {
  const parts = change.set_parts ? change.parts : row.parts;
  if (parts === null) return null;
  const refuse = (param: string, msg: string) => badRequest(msg, [{ param, msg }]);
  if (row.transferId !== null) return refuse('splits', SPLIT_TRANSFER);
  if (change.category !== null) return refuse('category', SPLIT_NEEDS_CATEGORY);
  const type = change.type ?? row.type;
  if (change.parts_type !== null && change.parts_type !== type)
    return refuse('splits', SPLIT_MIXED_TYPES);
  const amount = change.amount_cents ?? row.amountCents;
  const sum = parts.reduce((total, part) => total + part.amountCents, 0);
  return sum === amount ? null : refuse('splits', splitSumMessage(amount, sum));
}

/** Nothing was written: the transaction is missing, the account it names is, or it is a transfer's. */
async function whyUnchanged(db: Db, ledgerId: string, change: Change) {
  const [row] = await db
    .select({
      apiJson: transactions.apiJson,
      transferId: transactions.transferId,
      accountId: transactions.accountId,
      type: transactions.type,
      reconciled: transactions.reconciled,
      amountCents: transactions.amountCents,
      parts: transactions.parts,
    })
    .from(transactions)
    .where(and(eq(transactions.ledgerId, ledgerId), eq(transactions.id, change.id)));
  if (!row) return notFound(TRANSACTION_NOT_FOUND);
  // Changed since its If-Match was checked, before this change's turn came.
  if (change.expected_json && row.apiJson !== change.expected_json) {
    return conflict(TRANSACTION_CHANGED);
  }
  if (change.account_id !== null) {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.ledgerId, ledgerId), eq(accounts.id, change.account_id)));
    if (!account) return notFound(ACCOUNT_NOT_FOUND);
  }
  const movesTransfer =
    (change.account_id !== null && change.account_id !== row.accountId) ||
    (change.type !== null && change.type !== row.type) ||
    (change.amount_cents !== null && change.amount_cents <= 0);
  if (row.transferId !== null && movesTransfer) return badRequest(TRANSFER_KEEPS_ACCOUNTS);
  const refusal = splitRefusal(change, row);
  if (refusal) return refusal;
  if (row.reconciled && !change.confirm) return conflict(RECONCILED_NEEDS_CONFIRM);
  // Changed meanwhile by another writer (deleted, or its lock lifted): as missing.
  return notFound(TRANSACTION_NOT_FOUND);
}

async function readJson(db: Db, ledgerId: string, id: string): Promise<TransactionJson | null> {
  const [row] = await db
    .select({ json: transactions.apiJson })
    .from(transactions)
    .where(and(eq(transactions.ledgerId, ledgerId), eq(transactions.id, id)));
  return row?.json ?? null;
}
