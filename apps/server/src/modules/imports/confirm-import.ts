import type { ConfirmImportBody, ConfirmImportResponse } from '@elevate/shared/schemas/imports';
import { MAX_CATEGORIES_PER_BUDGET } from '@elevate/shared/schemas/budgets';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { confirmImportBody } from '@elevate/shared/schemas/imports';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { conflict } from '../../lib/errors.ts';
import { lockedMonthStartDay } from '../../lib/month-start-day.ts';
import { bumpVersionsOf } from '../budgets/budget-rows.ts';
import { CATEGORY_COLUMNS, insertCategoriesFrom } from '../budgets/category-rows.ts';
import { deleteTransactions } from '../transactions/transaction-changes.ts';
import { inAccount } from '../transactions/transaction-rows.ts';
import { insertTransactionsFrom } from '../transactions/transaction-writes.ts';
import { chunkCount, patchRows } from './import-chunks.ts';
import { lockImportAccount, rememberAccountKey } from './import-account.ts';
import { linkMatches, restoreLinks } from './import-links.ts';
import { findImport, undoPreview } from './import-summary.ts';
import { importRows } from './staged-row-codec.ts';

export const ALREADY_CONFIRMED = 'This import was already confirmed';
export const ALREADY_UNDONE = 'This import was undone';
// An arbitrary constant: the first key of each ledger's import lock.
export const IMPORT_LOCK = 727_024;

type Changes = z.output<typeof confirmImportBody>;

const json = (value: unknown) => sql`${JSON.stringify(value ?? [])}::json`;

/** Rows imported and skipped; the import is then history. One transaction: all or nothing. */
export function confirmImport(
  db: Db,
  ledgerId: string,
  importId: string,
  body: Changes | ConfirmImportBody,
): Promise<ConfirmImportResponse> {
  return db.transaction(async (tx) => {
    // Confirms and undos of one ledger wait for each other, so two tabs (or two
    // members) confirming the same file both see the other's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${ledgerId}))`);
    // Confirms and undos change a status only under that lock: read unlocked, it holds.
    const { status, accountId } = await findImport(tx, ledgerId, importId);
    if (status === 'confirmed') throw conflict(ALREADY_CONFIRMED);
    if (status === 'undone') throw conflict(ALREADY_UNDONE);
    // Held until the rows are in: the account cannot go or switch budgets under them.
    // Locked before the import's row, in the order an account's delete takes them (the
    // account, then its imports' account_id set null), so the two never deadlock.
    const account = await lockImportAccount(tx, ledgerId, accountId);
    // Locked, so a new preview's clean-up of pending imports waits for this one.
    const batch = await findImport(tx, ledgerId, importId, true);

    // The user's changes and the rows other imports have saved since the
    // preview (two tabs, one file) are written into the staged rows first,
    // so the import's rows read afterwards as they were imported.
    const later = await laterDuplicates(tx, ledgerId, importId, account.id, batch.createdAt);
    await patchRows(tx, ledgerId, importId, [
      ...(body?.changes ?? []),
      ...later.map((index) => ({ index, duplicate: true })),
    ]);
    // The rows kept are inserted as they are, with the transaction id each
    // drew when staged, a chunk at a time so no statement runs long. Each
    // chunk's statement also answers the categories its rows use, so the
    // stored rows are read once.
    // Linked rows are not added: their payment is the transaction they link to.
    const links = await linkMatches(tx, ledgerId, importId, kept(body), body?.matches ?? []);
    const taken = kept({ ...body, exclude: [...(body?.exclude ?? []), ...links.skip] });
    let imported = 0;
    const wanted: Wanted[] = [];
    // A row's categories go to its budget month's budget (decision 0063).
    const startDay = await lockedMonthStartDay(tx, ledgerId);
    // The rows go into the locked account, cleared: the bank has posted them (decision
    // 0052, step 5), so the statement's closing balance can reconcile the account after.
    for (let chunk = 0; chunk < chunkCount(batch.count); chunk += 1) {
      const [inserted] = rowsOf<{ n: number; wanted: Wanted[] | null }>(
        await tx.execute(sql`
          with kept as (
            select transaction_id, date, description, amount_cents, type, category, notes, tags,
              parts, idx
            from ${importRows(ledgerId, importId)} r where chunk = ${chunk} and ${taken}),
          added as (
            ${insertTransactionsFrom(
              sql`
              select transaction_id, ${ledgerId}::uuid, date, description, amount_cents, type,
                case when parts is null then category else '' end, notes,
                true, ${inAccount(account)},
                case when tags is null then '{}'::text[]
                  else array(select json_array_elements_text(tags)) end,
                parts::jsonb
              from kept order by idx`,
              ['tags', 'parts'],
            )}
            returning 1),
          -- A split row's parts each use their category (decision 0055), the row none.
          used as (
            select date, type, category, idx from kept where parts is null
            union all
            select k.date, k.type, p.category, k.idx
            from kept k cross join lateral json_to_recordset(k.parts) as p(category text)
            where k.parts is not null)
          select (select count(*)::int from added) as n, (select json_agg(w) from (
            select distinct on (1, type, lower(category))
              to_char(elevate_budget_month(date at time zone 'UTC', ${startDay}::int), 'YYYY-MM-01')
                as month, type, category, idx
            from used order by 1, type, lower(category), idx) w) as wanted`),
      );
      imported += inserted?.n ?? 0;
      wanted.push(...(inserted?.wanted ?? []));
    }
    await addMissingCategories(tx, ledgerId, wanted);
    await tx.execute(sql`
      update imports set status = 'confirmed', confirmed_at = now(), imported_count = ${imported},
        skipped_count = row_count - ${imported}
      where ledger_id = ${ledgerId} and id = ${importId}`);
    if (batch.accountKey) await rememberAccountKey(tx, ledgerId, batch.accountKey, account.id);
    if (batch.headerKey && batch.mapping) {
      await tx.execute(sql`
        insert into import_mappings (ledger_id, header_key, mapping)
        values (${ledgerId}, ${batch.headerKey}, ${JSON.stringify(batch.mapping)}::jsonb)
        on conflict (ledger_id, header_key)
        do update set mapping = excluded.mapping, updated_at = now()`);
    }
    return { imported, skipped: batch.count - imported, linked: links.linked };
  });
}

/**
 * Rows of this preview that imports confirmed since it was made have saved
 * in its account (two tabs, one file), by bank id or by date, amount and
 * description, the latter counted (decision 0037): n identical saved rows
 * make the first n identical rows here duplicates, no more. Usually no
 * import was confirmed meanwhile, and nothing runs.
 */
async function laterDuplicates(
  tx: Db,
  ledgerId: string,
  importId: string,
  accountId: string,
  since: string,
) {
  const later = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from imports where ledger_id = ${ledgerId} and status = 'confirmed'
        and confirmed_at >= ${since}::timestamptz`),
  ).map((row) => row.id);
  if (later.length === 0) return [];
  const res = await tx.execute(sql`
    with saved as materialized (
      select o.bank_id, o.date, o.amount_cents, o.desc_key from ${importRows(ledgerId, later)} o
      join transactions t on t.ledger_id = ${ledgerId} and t.id = o.transaction_id
        and t.account_id = ${accountId}),
    mine as materialized (
      select idx, bank_id, date, amount_cents, desc_key from ${importRows(ledgerId, importId)} r
      where not duplicate),
    -- One sort, no join: the saved rows of a key first (idx null), then ours;
    -- our p-th identical row is at n + p, a duplicate while p <= n.
    keyed as (
      select date, amount_cents, desc_key, null::int as idx from saved where bank_id is null
      union all
      select date, amount_cents, desc_key, idx from mine where bank_id is null),
    ranked as (
      select idx,
        row_number() over (partition by date, amount_cents, desc_key order by idx nulls first) as at,
        count(*) over (partition by date, amount_cents, desc_key)
          - count(idx) over (partition by date, amount_cents, desc_key) as n
      from keyed)
    select idx from ranked where idx is not null and at <= 2 * n
    union all
    select m.idx from mine m
    where m.bank_id is not null and exists (select 1 from saved o where o.bank_id = m.bank_id)`);
  return rowsOf<{ idx: number }>(res).map((row) => row.idx);
}

/**
 * The select list of a set-based category insert: each column of the
 * category door, in its order, from `values` by name.
 */
function categoryValues(values: Record<string, SQL>): SQL {
  return sql.join(
    CATEGORY_COLUMNS.map((column: string) => {
      const value = values[column];
      if (!value) throw new Error(`no value for budget_categories.${column}`);
      return value;
    }),
    sql`, `,
  );
}

/** A (budget month, type, category) the imported rows use; idx is its first row's. */
interface Wanted {
  month: string;
  type: string;
  category: string;
  idx: number;
}

/** The rows a confirm imports: not left out, and not duplicates unless ticked. */
function kept(body: Changes | ConfirmImportBody) {
  return sql`idx not in (select value::int from json_array_elements_text(${json(body?.exclude)}))
    and (not duplicate
      or idx in (select value::int from json_array_elements_text(${json(body?.include)})))`;
}

/**
 * Each (type, category) the import saved that its month's budget lacks is
 * added to that budget, budgeted 0, after the budget's own categories (as
 * far as a budget's 500 allow). Months without a budget get none: the
 * transactions show once the user makes one. The budgets are locked and their
 * versions bumped, so an open editor of one reloads instead of overwriting.
 */
async function addMissingCategories(tx: Db, ledgerId: string, wanted: Wanted[]) {
  if (wanted.length === 0) return 0;
  const res = await tx.execute(sql`
    with imported as (
      select w.month::date as month, w.type, w.category, w.idx
      from json_to_recordset(${json(wanted)}) as w(month text, type text, category text, idx int)),
    months as (select distinct month from imported),
    locked as (
      select b.id, b.month from budgets b join months m on m.month = b.month
      where b.ledger_id = ${ledgerId} for update of b),
    wanted as (
      select distinct on (l.id, r.type, lower(r.category)) l.id as budget_id, r.type, r.category
      from imported r
      join locked l on l.month = r.month
      order by l.id, r.type, lower(r.category), r.idx),
    missing as (
      select w.*, row_number() over (partition by w.budget_id order by w.type, lower(w.category)) as n
      from wanted w where not exists (
        select 1 from budget_categories c
        where c.ledger_id = ${ledgerId} and c.budget_id = w.budget_id and c.type = w.type
          and lower(c.name) = lower(w.category))),
    added as (
      ${insertCategoriesFrom(sql`
        select ${categoryValues({
          ledger_id: sql`${ledgerId}::uuid`,
          budget_id: sql`m.budget_id`,
          name: sql`m.category`,
          type: sql`m.type`,
          budgeted_cents: sql`0`,
          sort_order: sql`0`,
          position: sql`(select coalesce(max(position), -1) from budget_categories c
            where c.ledger_id = ${ledgerId} and c.budget_id = m.budget_id) + m.n`,
        })}
        from missing m
        where (select count(*) from budget_categories c
          where c.ledger_id = ${ledgerId} and c.budget_id = m.budget_id) + m.n
          <= ${MAX_CATEGORIES_PER_BUDGET}`)}
      returning budget_id)
    ${bumpVersionsOf(ledgerId, sql`select distinct budget_id from added`)}
    returning id`);
  return rowsOf<{ id: string }>(res).length;
}

/** Removes exactly the transactions the import created (edited or not); 409 unless confirmed. */
export function undoImport(db: Db, ledgerId: string, importId: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${ledgerId}))`);
    const batch = await findImport(tx, ledgerId, importId, true);
    if (batch.status === 'undone') throw conflict(ALREADY_UNDONE);
    if (batch.status !== 'confirmed') throw conflict('This import is not confirmed yet');
    const { edited } = await undoPreview(tx, ledgerId, importId);
    const restored = await restoreLinks(tx, ledgerId, importId);
    // A slice at a time, as confirm inserts them: no statement runs long.
    let removed = 0;
    for (let chunk = 0; chunk < chunkCount(batch.count); chunk += 1) {
      removed += await deleteTransactions(
        tx,
        ledgerId,
        sql`r.chunk = ${chunk} and transactions.id = r.transaction_id`,
        sql`${importRows(ledgerId, importId)} r`,
      );
    }
    await tx.execute(sql`
      update imports set status = 'undone', undone_at = now()
      where ledger_id = ${ledgerId} and id = ${importId}`);
    return { removed, edited, restored };
  });
}
