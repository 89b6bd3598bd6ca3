import type { ConfirmImportBody } from '@elevate/shared/schemas/imports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { KEEP_PARTS, updateRows, type Change } from '../transactions/transaction-changes.ts';
import { importRows } from './staged-row-codec.ts';

type Choice = NonNullable<NonNullable<ConfirmImportBody>['matches']>[number];

interface Matched {
  idx: number;
  match_id: string;
  date: string;
  description: string;
  old_date: string;
  old_description: string;
  taken: boolean;
}

const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${ISO})`;

/** Null keeps the transaction's value. */
const change = (
  ledgerId: string,
  id: string,
  date: string | null,
  description: string | null,
): Change => ({
  id,
  ledger_id: ledgerId,
  date: date === null ? null : new Date(date),
  description,
  amount_cents: null,
  type: null,
  category: null,
  set_notes: false,
  notes: null,
  account_id: null,
  cleared: null,
  ...KEEP_PARTS,
  tags: null,
  confirm: false,
});

/**
 * Links each kept row with a possible match to its existing transaction
 * unless the user keeps both (decision 0042): the transaction takes the
 * bank's date and text (or keeps its own, as chosen) through the edit's
 * write, the old ones are remembered for undo, and the row is not added.
 * A transaction another confirmed import already linked is not linked again,
 * and its row is not added either: it is the same payment. Answers the rows
 * not to insert.
 */
export async function linkMatches(
  tx: Db,
  ledgerId: string,
  importId: string,
  kept: SQL,
  choices: Choice[],
): Promise<{ skip: number[]; linked: number }> {
  const matched = rowsOf<Matched>(
    await tx.execute(sql`
      select r.idx, r.match_id, ${iso(sql`r.date`)} as date,
        r.description, ${iso(sql`t.date`)} as old_date, t.description as old_description,
        exists (select 1 from import_links l join imports i on i.ledger_id = l.ledger_id
          and i.id = l.import_id and i.status = 'confirmed'
          where l.ledger_id = ${ledgerId} and l.transaction_id = t.id) as taken
      from ${importRows(ledgerId, importId)} r
      join transactions t on t.ledger_id = ${ledgerId} and t.id = r.match_id
      where r.match_id is not null and ${kept}
      order by r.idx
      for update of t`),
  );
  if (matched.length === 0) return { skip: [], linked: 0 };
  const chosen = new Map(choices.map((choice) => [choice.index, choice]));
  const skip: number[] = [];
  const links: (Matched & { new_date: string; new_description: string })[] = [];
  const seen = new Set<string>();
  for (const row of matched) {
    // A preview gives each transaction to one row; this keeps it so.
    if (seen.has(row.match_id)) continue;
    seen.add(row.match_id);
    const choice = chosen.get(row.idx);
    if (choice?.action === 'keepBoth') continue;
    skip.push(row.idx);
    if (row.taken) continue;
    links.push({
      ...row,
      new_date: choice?.date === 'existing' ? row.old_date : row.date,
      new_description: choice?.text === 'existing' ? row.old_description : row.description,
    });
  }
  if (links.length === 0) return { skip, linked: 0 };
  await updateRows(
    tx,
    links.map((link) => change(ledgerId, link.match_id, link.new_date, link.new_description)),
  );
  await tx.execute(sql`
    insert into import_links (import_id, ledger_id, transaction_id, old_date, old_description,
      new_date, new_description)
    select ${importId}, ${ledgerId}, l.match_id, l.old_date, l.old_description, l.new_date,
      l.new_description
    from json_to_recordset(${JSON.stringify(links)}::json) as l(match_id uuid,
      old_date timestamptz, old_description text, new_date timestamptz, new_description text)`);
  return { skip, linked: links.length };
}

/**
 * Undo of an import's links: each linked transaction that still exists gets
 * back its old date and text, each only while it still shows what the link
 * gave it (a later edit by the user is kept). Answers how many changed.
 */
export async function restoreLinks(tx: Db, ledgerId: string, importId: string): Promise<number> {
  const rows = rowsOf<{ id: string; date: string | null; description: string | null }>(
    await tx.execute(sql`
      select t.id,
        case when t.date = l.new_date then ${iso(sql`l.old_date`)} end as date,
        case when t.description = l.new_description then l.old_description end as description
      from import_links l
      join transactions t on t.ledger_id = l.ledger_id and t.id = l.transaction_id
      where l.ledger_id = ${ledgerId} and l.import_id = ${importId}
      for update of t`),
  ).filter((row) => row.date !== null || row.description !== null);
  if (rows.length === 0) return 0;
  const changes = rows.map((row) => change(ledgerId, row.id, row.date, row.description));
  return (await updateRows(tx, changes)).filter((json) => json !== null).length;
}
