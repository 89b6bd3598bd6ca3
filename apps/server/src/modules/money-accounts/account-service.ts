import {
  MAX_ACCOUNTS_PER_LEDGER,
  type Account,
  type createAccountBody,
  type updateAccountBody,
} from '@elevate/shared/schemas/accounts';
import { fromCents, toCents } from '@elevate/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { accounts } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { followAccountBudget } from '../transactions/transaction-changes.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';

export const ACCOUNT_NAME_TAKEN = 'An account with this name already exists';
export const ACCOUNT_LIMIT = `A ledger can hold at most ${MAX_ACCOUNTS_PER_LEDGER} accounts. Delete one to add another.`;
export const DEFAULT_NOT_CLOSABLE =
  'The default account cannot be closed or deleted: make another account the default first';
export const CLOSED_NOT_DEFAULT = 'A closed account cannot be the default: reopen it first';
export const ACCOUNT_HAS_TRANSACTIONS =
  'This account has transactions: close it instead, or move its transactions first';
const ACCOUNT_COUNT_LOCK = 727_031;

interface AccountRow {
  id: string;
  name: string;
  type: Account['type'];
  onBudget: boolean;
  openingCents: number;
  openingDate: string | null;
  closed: boolean;
  isDefault: boolean;
  reconciledAt: string | null;
  createdAt: string;
  cents: number;
  clearedCents: number;
  reconciledCents: number;
}

/**
 * The ledger's accounts (or one) with their balances: the opening balance plus
 * the trigger-kept slots (a row per account, month and slot), never a sum over
 * the transactions. The opening balance counts as cleared and reconciled.
 */
async function readAccounts(db: Db, ledgerId: string, id?: string): Promise<Account[]> {
  const rows = rowsOf<AccountRow>(
    await db.execute(sql`
      select a.id, a.name, a.type, a.on_budget as "onBudget",
        a.opening_balance_cents::float8 as "openingCents", a.opening_date::text as "openingDate",
        a.closed, a.is_default as "isDefault", a.reconciled_at::text as "reconciledAt",
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
        coalesce(s.cents, 0)::float8 as cents, coalesce(s.cleared, 0)::float8 as "clearedCents",
        coalesce(s.reconciled, 0)::float8 as "reconciledCents"
      from accounts a
      left join (
        select account_id, sum(cents) as cents, sum(cleared_cents) as cleared,
          sum(reconciled_cents) as reconciled
        from account_balance_slots where ledger_id = ${ledgerId}
          ${id === undefined ? sql`` : sql`and account_id = ${id}`}
        group by account_id
      ) s on s.account_id = a.id
      where a.ledger_id = ${ledgerId} ${id === undefined ? sql`` : sql`and a.id = ${id}`}
      order by a.closed, a.created_at, a.id`),
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    type: row.type,
    onBudget: row.onBudget,
    balance: fromCents(row.openingCents + row.cents),
    clearedBalance: fromCents(row.openingCents + row.clearedCents),
    reconciledBalance: fromCents(row.openingCents + row.reconciledCents),
    reconciledAt: row.reconciledAt,
    closed: row.closed,
    openingBalance: fromCents(row.openingCents),
    openingDate: row.openingDate,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
  }));
}

export async function listAccounts(db: Db, ledgerId: string) {
  return { accounts: await readAccounts(db, ledgerId) };
}

/** Another ledger's account is as missing as an unknown one. */
export async function getAccount(db: Db, ledgerId: string, id: string): Promise<Account> {
  const [account] = await readAccounts(db, ledgerId, id);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return account;
}

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
