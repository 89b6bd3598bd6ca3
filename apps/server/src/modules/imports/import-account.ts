import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';

/**
 * The account of an import (decision 0052, step 5): the one the upload names,
 * else the one the file's bank account id (OFX ACCTID, CAMT.053 IBAN) was last
 * imported into, else the ledger's default. Confirm writes the rows into it
 * under its row lock and remembers the bank account id for it.
 */

/** An account the upload names: 404 unless the ledger has it (another ledger's is as missing). */
export async function checkImportAccount(db: Db, ledgerId: string, accountId: string) {
  const found = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from accounts where ledger_id = ${ledgerId} and id = ${accountId}`,
    ),
  );
  if (found.length === 0) throw notFound(ACCOUNT_NOT_FOUND);
}

/**
 * The account the rows go into, and the remembered one when that is what was
 * taken. A remembered account that has since been closed is not suggested.
 */
export async function chooseImportAccount(
  db: Db,
  ledgerId: string,
  named: string | undefined,
  key: string | null,
): Promise<{ accountId: string; suggestedAccountId: string | null }> {
  if (named) return { accountId: named, suggestedAccountId: null };
  const [row] = rowsOf<{ remembered: string | null; fallback: string | null }>(
    await db.execute(sql`
      select (select k.account_id from account_import_keys k
          join accounts a on a.ledger_id = k.ledger_id and a.id = k.account_id
          where k.ledger_id = ${ledgerId} and k.key = ${key} and not a.closed) as remembered,
        (select id from accounts where ledger_id = ${ledgerId} and is_default) as fallback`),
  );
  if (row?.remembered) return { accountId: row.remembered, suggestedAccountId: row.remembered };
  // Every ledger has a default account (migration 0028); none means the ledger is gone.
  if (!row?.fallback) throw notFound(ACCOUNT_NOT_FOUND);
  return { accountId: row.fallback, suggestedAccountId: null };
}

/**
 * The import's account, locked FOR SHARE until the confirm's transaction ends:
 * a delete or an on/off-budget switch of it waits for the rows (and then sees
 * them), so no row lands in a missing account or counts in the budget against
 * its account. 404 when it is gone (deleted since the preview).
 */
export async function lockImportAccount(tx: Db, ledgerId: string, accountId: string | null) {
  const [account] =
    accountId === null
      ? []
      : rowsOf<{ id: string; on_budget: boolean }>(
          await tx.execute(sql`select id, on_budget from accounts
            where ledger_id = ${ledgerId} and id = ${accountId} for share`),
        );
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return { id: account.id, onBudget: account.on_budget };
}

/** The file's bank account id now names this account (the latest import of it wins). */
export async function rememberAccountKey(tx: Db, ledgerId: string, key: string, accountId: string) {
  await tx.execute(sql`
    insert into account_import_keys (ledger_id, key, account_id)
    values (${ledgerId}, ${key}, ${accountId})
    on conflict (ledger_id, key)
    do update set account_id = excluded.account_id, updated_at = now()`);
}
