import {
  MAX_ACCOUNTS_PER_LEDGER,
  type createAccountBody,
  type updateAccountBody,
} from '@elevate/shared/schemas/accounts';
import { toCents } from '@elevate/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { accounts } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { followAccountBudget } from '../transactions/transaction-changes.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';
import { getAccount } from './account-reads.ts';

export const ACCOUNT_NAME_TAKEN = 'An account with this name already exists';
export const ACCOUNT_LIMIT = `A ledger can hold at most ${MAX_ACCOUNTS_PER_LEDGER} accounts. Delete one to add another.`;
export const DEFAULT_NOT_CLOSABLE =
  'The default account cannot be closed or deleted: make another account the default first';
export const CLOSED_NOT_DEFAULT = 'A closed account cannot be the default: reopen it first';
export const ACCOUNT_HAS_TRANSACTIONS =
  'This account has transactions: close it instead, or move its transactions first';
const ACCOUNT_COUNT_LOCK = 727_031;

const nameTaken = (err: unknown) => {
  if (isUniqueViolation(err)) throw conflict(ACCOUNT_NAME_TAKEN);
  throw err;
};

export function createAccount(db: Db, ledgerId: string, body: z.output<typeof createAccountBody>) {
  return db
    .transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ACCOUNT_COUNT_LOCK}, hashtext(${ledgerId}))`,
      );
      const [held] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from accounts where ledger_id = ${ledgerId}`,
        ),
      );
      if ((held?.n ?? 0) >= MAX_ACCOUNTS_PER_LEDGER) throw conflict(ACCOUNT_LIMIT);
      const [row] = await tx
        .insert(accounts)
        .values({
          ledgerId,
          name: body.name,
          type: body.type,
          onBudget: body.onBudget,
          openingBalanceCents: toCents(body.openingBalance ?? 0),
          openingDate: body.openingDate ?? null,
        })
        .returning({ id: accounts.id });
      if (!row) throw new Error('account insert returned nothing');
      return getAccount(tx, ledgerId, row.id);
    })
    .catch(nameTaken);
}

const ownAccount = (ledgerId: string, id: string) =>
  and(eq(accounts.ledgerId, ledgerId), eq(accounts.id, id));

/** The account, locked for the rest of the database transaction. */
async function lockAccount(tx: Db, ledgerId: string, id: string) {
  const [row] = await tx
    .select({ closed: accounts.closed, isDefault: accounts.isDefault, onBudget: accounts.onBudget })
    .from(accounts)
    .where(ownAccount(ledgerId, id))
    .for('update');
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return row;
}

export function updateAccount(
  db: Db,
  ledgerId: string,
  id: string,
  body: z.output<typeof updateAccountBody>,
) {
  return db
    .transaction(async (tx) => {
      const current = await lockAccount(tx, ledgerId, id);
      const closed = body.closed ?? current.closed;
      if (closed && (current.isDefault || body.isDefault)) {
        throw conflict(current.isDefault ? DEFAULT_NOT_CLOSABLE : CLOSED_NOT_DEFAULT);
      }
      if (body.isDefault && !current.isDefault) {
        // One default per ledger: the old one gives it up first (the index checks each row).
        await tx
          .update(accounts)
          .set({ isDefault: false })
          .where(and(eq(accounts.ledgerId, ledgerId), eq(accounts.isDefault, true)));
      }
      await tx
        .update(accounts)
        .set({
          name: body.name,
          type: body.type,
          onBudget: body.onBudget,
          openingBalanceCents:
            body.openingBalance === undefined ? undefined : toCents(body.openingBalance),
          openingDate: body.openingDate,
          closed: body.closed,
          isDefault: body.isDefault,
        })
        .where(ownAccount(ledgerId, id));
      if (body.onBudget !== undefined && body.onBudget !== current.onBudget) {
        await followAccountBudget(tx, ledgerId, id);
      }
      return getAccount(tx, ledgerId, id);
    })
    .catch(nameTaken);
}

/**
 * Only an account without transactions goes (a closed one keeps its history);
 * its row lock makes a transaction written into it meanwhile wait, then fail
 * as a missing account, or land first and keep the account.
 */
export function deleteAccount(db: Db, ledgerId: string, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockAccount(tx, ledgerId, id);
    if (current.isDefault) throw conflict(DEFAULT_NOT_CLOSABLE);
    const [used] = rowsOf<{ used: boolean }>(
      await tx.execute(sql`select exists (select 1 from transactions
        where ledger_id = ${ledgerId} and account_id = ${id}) as used`),
    );
    if (used?.used) throw conflict(ACCOUNT_HAS_TRANSACTIONS);
    await tx.delete(accounts).where(ownAccount(ledgerId, id));
  });
}
