import { sql, type SQL } from 'drizzle-orm';
import type { AccountExport } from '@elevate/shared/schemas/account-export';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { badRequest } from '../../../lib/errors.ts';
import { orderedIds } from '../../transactions/ordered-ids.ts';
import { TRANSACTION_COLUMNS } from '../../transactions/transaction-rows.ts';
import { insertTransactionsFrom, type ExtraColumn } from '../../transactions/transaction-writes.ts';
import { ACCOUNT_MESSAGES } from '../messages.ts';
import { chunks } from './section.ts';

type Column = (typeof TRANSACTION_COLUMNS)[number];

/**
 * What a restore selects for each of the door's columns, from the file's row `r`, the
 * account `a` it goes into and, for a transfer, its partner's account `pa`: a row counts
 * in the budget as the door's writers decide (transaction-transfers.ts), when its
 * account is on budget and it is no transfer from or to another on-budget account.
 */
const RESTORED: Record<Column, SQL> = {
  id: sql`r.id`,
  ledger_id: sql`a.ledger_id`,
  date: sql`r.date::timestamptz`,
  description: sql`r.description`,
  amount_cents: sql`r.amount`,
  type: sql`r.type`,
  // A split row's category is '' (its parts have theirs, decision 0055).
  category: sql`case when r.parts is null then r.category else '' end`,
  notes: sql`r.notes`,
  cleared: sql`r.cleared`,
  account_id: sql`a.id`,
  in_budget: sql`a.on_budget and not coalesce(pa.on_budget, false)`,
};

const RESTORED_COLUMNS = sql.join(
  TRANSACTION_COLUMNS.map((column) => RESTORED[column]),
  sql`, `,
);

/**
 * The restore's columns after the door's: the file's creation times, reconciled marks,
 * transfer pairs, tags and split parts (the rows' trigger spells each tag as the first row naming it did).
 */
const RESTORED_EXTRA: readonly ExtraColumn[] = [
  'created_at',
  'reconciled',
  'transfer_id',
  'tags',
  'parts',
];

/** Each transfer row's partner, by index in the file (the file's check made sure pairs are pairs). */
function partnersOf(
  list: readonly { transfer?: string | null | undefined }[],
): Map<number, number> {
  const first = new Map<string, number>();
  const partners = new Map<number, number>();
  list.forEach((row, index) => {
    if (row.transfer == null) return;
    const other = first.get(row.transfer);
    if (other === undefined) {
      first.set(row.transfer, index);
      return;
    }
    partners.set(index, other);
    partners.set(other, index);
  });
  return partners;
}

/**
 * The file's transactions into the ledger, through the door's set-based insert: one
 * INSERT per chunk, so the statement triggers keep the counts, month totals and
 * balances. Ids sort as the file lists the rows: the file is newest first with the id
 * as the last tie-break, so rows sharing a date and a creation time (one import, one
 * restore) come back in the same order. Each row goes into the account it names (the
 * accounts section wrote them first, and the file's check made sure it lists every
 * name), a row of an older file into the default account; a row the join would leave
 * out refuses the file rather than vanish. A transfer's rows name each other (the
 * foreign key waits for the commit, so a pair may span two chunks).
 */
export async function restoreTransactions(
  tx: Db,
  ledgerId: string,
  list: AccountExport['transactions'],
): Promise<number> {
  const ids = orderedIds(Date.now(), 0, list.length).reverse();
  const partners = partnersOf(list);
  let index = 0;
  for (const part of chunks(list)) {
    const rows = part.map((t) => {
      const partner = partners.get(index);
      return {
        id: ids[index++],
        date: t.date,
        description: t.description,
        amount: t.amountCents,
        type: t.type,
        category: t.category,
        notes: t.notes,
        account: t.account ?? null,
        cleared: t.cleared ?? false,
        reconciled: t.reconciled ?? false,
        transfer_id: partner === undefined ? null : ids[partner],
        partner_account: partner === undefined ? null : list[partner]!.account,
        created_at: t.createdAt,
        tags: t.tags ?? [],
        parts: t.parts && t.parts.length > 0 ? t.parts : null,
      };
    });
    const insert = insertTransactionsFrom(
      sql`select ${RESTORED_COLUMNS}, r.created_at::timestamptz, r.reconciled, r.transfer_id,
          r.tags, r.parts
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, date text,
          description text, amount bigint, type text, category text, notes text, account text,
          cleared boolean, reconciled boolean, transfer_id uuid, partner_account text,
          created_at text, tags text[], parts jsonb)
        join accounts a on a.ledger_id = ${ledgerId}::uuid
          and lower(a.name) = coalesce(lower(r.account), (select lower(d.name) from accounts d
            where d.ledger_id = ${ledgerId}::uuid and d.is_default))
        left join accounts pa on pa.ledger_id = ${ledgerId}::uuid
          and lower(pa.name) = lower(r.partner_account)`,
      RESTORED_EXTRA,
    );
    const [added] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`with added as (${insert} returning 1) select count(*)::int as "n" from added`,
      ),
    );
    if (added?.n !== part.length) throw badRequest(ACCOUNT_MESSAGES.restoreInvalid);
  }
  return list.length;
}
