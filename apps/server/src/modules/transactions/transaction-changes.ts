import type { CategoryType } from '@elevate/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { conflict } from '../../lib/errors.ts';
import { perDatabase } from '../../db/prepared.ts';
import { transactions, type StoredPart } from '../../db/schema.ts';
import type { TransactionJson } from './transaction-writes.ts';

/** The updates and deletes of the door to the transactions table (decision 0046). */

/** One change of a transaction: absent fields (null, or set_notes false) keep their value. */
export interface Change {
  id: string;
  ledger_id: string;
  date: Date | null;
  description: string | null;
  amount_cents: number | null;
  type: string | null;
  category: string | null;
  set_notes: boolean;
  notes: string | null;
  /** Must be an account of the row's ledger: a change naming any other changes nothing. */
  account_id: string | null;
  cleared: boolean | null;
  /** The row's new tags (the database spells them as the ledger does); null keeps them. */
  tags: readonly string[] | null;
  /** A reconciled row changes its amount, date, account or clearing only with this. */
  confirm: boolean;
  /** Whether parts replaces the row's parts (null: files it under its one category). */
  set_parts: boolean;
  parts: readonly StoredPart[] | null;
  /** The type the parts named, which must be the row's: null when they named none. */
  parts_type: string | null;
  /**
   * The row's API JSON as the writer last saw it (an If-Match, decision 0061): the change
   * is written only while the row still answers exactly this. Absent: written whatever it is.
   */
  expected_json?: string | null;
}

/** A change's fields that keep the row's parts as they are. */
export const KEEP_PARTS = { set_parts: false, parts: null, parts_type: null } as const;

const t = transactions;
/** The row's parts after the change `r` (decision 0055). */
const partsAfter = sql`(case when r.set_parts then r.parts else ${t.parts} end)`;
/** One prepared statement for every batch size (as the inserts); the ids must be distinct. */
const updateRowsStatement = perDatabase((db) =>
  db
    .update(t)
    .set({
      date: sql`coalesce(r.date, ${t.date})`,
      description: sql`coalesce(r.description, ${t.description})`,
      amountCents: sql`coalesce(r.amount_cents, ${t.amountCents})`,
      type: sql`coalesce(r.type, ${t.type})`,
      // A split row's category follows its parts (a trigger sets it); a category for one is refused below.
      category: sql`coalesce(r.category, ${t.category})`,
      parts: partsAfter,
      notes: sql`case when r.set_notes then r.notes else ${t.notes} end`,
      accountId: sql`coalesce(r.account_id, ${t.accountId})`,
      // A row moved to another account counts in the budget as that account does.
      inBudget: sql`case when r.account_id is null then ${t.inBudget} else (select a.on_budget
        from accounts a where a.ledger_id = r.ledger_id and a.id = r.account_id) end`,
      cleared: sql`coalesce(r.cleared, ${t.cleared})`,
      // Cleared no more, reconciled no more.
      reconciled: sql`${t.reconciled} and coalesce(r.cleared, ${t.cleared})`,
      tags: sql`coalesce(r.tags, ${t.tags})`,
    })
    .from(
      sql`json_to_recordset(${sql.placeholder('changes')}::json) as r(id uuid, ledger_id uuid,
        date timestamptz, description text, amount_cents bigint, type text, category text,
        set_notes boolean, notes text, account_id uuid, cleared boolean, confirm boolean,
        tags text[], set_parts boolean, parts jsonb, parts_type text, expected_json text)`,
    )
    .where(
      and(
        eq(t.ledgerId, sql`r.ledger_id`),
        eq(t.id, sql`r.id`),
        // If-Match (decision 0061): checked under the row's lock, as the update writes it.
        sql`(r.expected_json is null or ${t.apiJson} = r.expected_json)`,
        sql`(r.account_id is null or exists (select 1 from accounts a
          where a.ledger_id = r.ledger_id and a.id = r.account_id))`,
        // A reconciled row keeps what the bank statement showed unless the change is confirmed.
        sql`(not ${t.reconciled} or r.confirm or ((r.amount_cents is null or r.amount_cents = ${t.amountCents})
          and (r.date is null or r.date = ${t.date}) and (r.account_id is null or r.account_id = ${t.accountId})
          and (r.cleared is null or r.cleared = ${t.cleared})))`,
        // A transfer's rows keep their accounts and direction (their partner follows the rest).
        sql`(${t.transferId} is null or ((r.account_id is null or r.account_id = ${t.accountId})
          and (r.type is null or r.type = ${t.type}) and (r.amount_cents is null or r.amount_cents > 0)))`,
        // A split keeps its parts adding up to its amount, of its type, never on a transfer's row;
        // a category for a split row comes with splits [] (whyUnchanged says which it broke).
        sql`(${partsAfter} is null or (${t.transferId} is null and r.category is null
          and (r.parts_type is null or r.parts_type = coalesce(r.type, ${t.type}))
          and elevate_parts_valid(${partsAfter}, coalesce(r.amount_cents, ${t.amountCents}))))`,
      ),
    )
    .returning({ id: t.id, json: t.apiJson })
    .prepare('transactions_update_rows'),
);

/**
 * The changed rows' API JSON in the changes' order, null for a row that is
 * not the ledger's (as missing) or a change to an account the ledger does not have. An edit, and an import's links inside its
 * confirm and undo, so a link changes a transaction as an edit does.
 */
export async function updateRows(db: Db, changes: Change[]): Promise<(TransactionJson | null)[]> {
  const updated = await updateRowsStatement(db).execute({ changes: JSON.stringify(changes) });
  const byId = new Map(updated.map((row) => [row.id, row.json]));
  return changes.map((change) => byId.get(change.id) ?? null);
}

/** The ledger's transactions matching `where` filed under another category (a category renamed). */
export async function refileTransactions(
  tx: Db,
  ledgerId: string,
  where: SQL | undefined,
  to: { category: string; type: CategoryType },
): Promise<void> {
  await tx
    .update(transactions)
    .set({ category: to.category, type: to.type })
    .where(and(eq(transactions.ledgerId, ledgerId), where));
}

/**
 * An account switched between on-budget and tracking (already saved): its rows,
 * and the other rows of its transfers, count in the budget as the accounts now
 * say, in one statement (the totals triggers' general path takes them out of
 * the month totals or puts them back). A transfer's row counts only when its
 * account is on budget and the other is not.
 */
export async function followAccountBudget(
  tx: Db,
  ledgerId: string,
  accountId: string,
): Promise<void> {
  await tx.execute(sql`
    with mine as (
      select id, transfer_id from transactions where ledger_id = ${ledgerId} and account_id = ${accountId}),
    touched as (select id from mine union select transfer_id from mine where transfer_id is not null),
    wanted as (
      select r.id, case when r.transfer_id is null then a.on_budget
          else a.on_budget and not pa.on_budget end as counts
      from touched
      join transactions r on r.ledger_id = ${ledgerId} and r.id = touched.id
      join accounts a on a.ledger_id = r.ledger_id and a.id = r.account_id
      left join transactions p on p.ledger_id = r.ledger_id and p.id = r.transfer_id
      left join accounts pa on pa.ledger_id = p.ledger_id and pa.id = p.account_id)
    update transactions t set in_budget = w.counts from wanted w
    where t.ledger_id = ${ledgerId} and t.id = w.id and t.in_budget <> w.counts`);
}

/**
 * Deletes the ledger's transactions matching `where` (which may name the
 * tables of `using`, each joined on the ledger too) in one statement, and
 * answers how many went. Other ledgers' rows never match, whatever `where` says.
 */
export async function deleteTransactions(
  db: Db,
  ledgerId: string,
  where: SQL | undefined,
  using?: SQL,
): Promise<number> {
  const [gone] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with removed as (
        delete from transactions ${using ? sql`using ${using}` : sql``}
        where transactions.ledger_id = ${ledgerId} ${where ? sql`and (${where})` : sql``}
        returning 1)
      select count(*)::int as n from removed`),
  );
  return gone?.n ?? 0;
}

/** A month's split rows of a type with a part under a category (its name in any case). */
interface PartsOf {
  ledgerId: string;
  start: Date;
  end: Date;
  type: CategoryType;
  name: string;
}

const splitRowsOf = (of: PartsOf) => sql`transactions.ledger_id = ${of.ledgerId}
  and transactions.parts is not null and transactions.type = ${of.type}
  and transactions.date >= ${of.start} and transactions.date < ${of.end}
  and exists (select 1 from jsonb_array_elements(transactions.parts) as q(p)
    where lower(p->>'category') = lower(${of.name}))`;

export const PARTS_KEEP_ONE_TYPE = (name: string) =>
  `A split transaction has a part in ‘${name}’ beside parts in other categories, and a split's parts share one type: move that part to another category first`;

/**
 * A category renamed or retyped: the month's split rows move their parts under it too
 * (decision 0055). A split's parts share its type, so a new type is refused (409) while
 * a split row has a part under the category beside parts under others.
 */
export async function refileParts(
  tx: Db,
  of: PartsOf,
  to: { category: string; type: CategoryType },
): Promise<void> {
  if (to.type !== of.type) {
    const mixed = rowsOf(
      await tx.execute(sql`select 1 from transactions where ${splitRowsOf(of)}
        and exists (select 1 from jsonb_array_elements(transactions.parts) as q(p)
          where lower(p->>'category') <> lower(${of.name})) limit 1`),
    );
    if (mixed.length > 0) throw conflict(PARTS_KEEP_ONE_TYPE(of.name));
  }
  await tx.execute(sql`update transactions set type = ${to.type},
      parts = (select jsonb_agg(case when lower(p->>'category') = lower(${of.name})
          then jsonb_set(p, '{category}', to_jsonb(${to.category}::text)) else p end order by i)
        from jsonb_array_elements(transactions.parts) with ordinality as q(p, i))
    where ${splitRowsOf(of)}`);
}

/**
 * A category deleted with its month's transactions: a split row loses only its parts under
 * it, and its amount with them (as the transactions under it go); a row left with one part
 * is filed under that part's category, one left with nothing (or nothing in sum) goes.
 */
export async function dropParts(tx: Db, of: PartsOf): Promise<void> {
  await tx.execute(sql`
    with hit as (
      select transactions.id, k.kept, k.total from transactions cross join lateral (
        select jsonb_agg(p order by i) as kept, coalesce(sum((p->>'amountCents')::bigint), 0) as total
        from jsonb_array_elements(transactions.parts) with ordinality as q(p, i)
        where lower(p->>'category') <> lower(${of.name})) as k
      where ${splitRowsOf(of)}),
    gone as (
      delete from transactions using hit where transactions.ledger_id = ${of.ledgerId}
        and transactions.id = hit.id and hit.total = 0 returning 1)
    update transactions set amount_cents = hit.total,
        parts = case when jsonb_array_length(hit.kept) >= 2 then hit.kept end,
        category = case when jsonb_array_length(hit.kept) >= 2 then '' else hit.kept->0->>'category' end
      from hit where transactions.ledger_id = ${of.ledgerId} and transactions.id = hit.id
        and hit.total <> 0`);
}
