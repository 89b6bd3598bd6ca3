import type { Account } from '@elevate/shared/schemas/accounts';
import { fromCents } from '@elevate/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';

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
