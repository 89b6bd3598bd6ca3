import { fromCents, toCents } from '@elevate/shared';
import { ADJUSTMENT_TEXT, type reconcileBody } from '@elevate/shared/schemas/accounts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { newTransactionId } from './ordered-ids.ts';
import { ACCOUNT_NOT_FOUND } from './transaction-rows.ts';
import { insertTransactions } from './transaction-writes.ts';

/** The door's reconcile (decision 0052): a statement's cleared rows locked as reconciled. */

export type Reconcile = z.output<typeof reconcileBody>;
export const RECONCILE_DIFFERENCE =
  'The cleared balance differs from the statement: find the difference, or reconcile with an adjustment';

const signed = sql`case when type = 'income' then amount_cents else -amount_cents end`;

/**
 * Under the account's row lock (a transaction written into the account waits)
 * and the locks of its cleared rows up to the statement date (an edit of one
 * waits, and finds it reconciled), the cleared balance is compared with the
 * statement; when they match, or an adjustment makes them, those rows are
 * marked reconciled and the account remembers the statement date.
 */
export function reconcileAccount(db: Db, ledgerId: string, accountId: string, body: Reconcile) {
  return db.transaction(async (tx) => {
    const [account] = rowsOf<{ opening: number }>(
      await tx.execute(sql`select opening_balance_cents::float8 as opening from accounts
        where ledger_id = ${ledgerId} and id = ${accountId} for update`),
    );
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    const day = new Date(`${body.statementDate}T00:00:00.000Z`);
    const until = new Date(day.getTime() + 86_400_000);
    const cleared = sql`ledger_id = ${ledgerId} and account_id = ${accountId} and cleared
      and date < ${until.toISOString()}::timestamptz`;
    const [held] = rowsOf<{ cents: number }>(
      await tx.execute(sql`
        with held as (select type, amount_cents from transactions where ${cleared} for update)
        select coalesce(sum(${signed}), 0)::float8 as cents from held`),
    );
    const difference = toCents(body.statementBalance) - (account.opening + (held?.cents ?? 0));
    if (difference !== 0 && body.adjust !== true) {
      throw conflict(RECONCILE_DIFFERENCE, { difference: fromCents(difference) });
    }
    if (difference !== 0) {
      await insertTransactions(tx, [
        {
          id: newTransactionId(),
          ledgerId,
          date: day,
          description: ADJUSTMENT_TEXT,
          amountCents: Math.abs(difference),
          type: difference > 0 ? 'income' : 'expense',
          category: ADJUSTMENT_TEXT,
          accountId,
          cleared: true,
        },
      ]);
    }
    const [marked] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with marked as (update transactions set reconciled = true
          where ${cleared} and not reconciled returning 1)
        select count(*)::int as n from marked`),
    );
    await tx.execute(sql`update accounts set reconciled_at = ${body.statementDate}::date
      where ledger_id = ${ledgerId} and id = ${accountId}`);
    return { difference: 0, reconciled: marked?.n ?? 0 };
  });
}
