import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { StoredRuleChange } from '../../db/schema.ts';

/** A ledger keeps this many applications, the newest; storing one deletes the older. */
export const KEPT_APPLICATIONS = 20;
/** Applications, undos and redos of one ledger take turns (and never deadlock on each other's rows). */
const RULE_APPLICATION_LOCK = 727_055;

/** What an application, undo or redo may take at least: it writes up to every row of the ledger. */
const STEP_TIMEOUT_MS = 120_000;

/**
 * Takes the ledger's application lock, then the tag lock shared as every write giving rows
 * tags does (migration 0030), before any row: a tag rename holding it alone then never
 * waits on our rows while we wait on it. The statements of this transaction may run up to
 * STEP_TIMEOUT_MS (unless the connection allows longer): one UPDATE of 100,000 rows with
 * their triggers outlasts the timeout meant for a request's short statements when the
 * machine is busy, and would then fail whole.
 */
export async function lockApplications(tx: Db, ledgerId: string): Promise<void> {
  await tx.execute(sql`
    select pg_advisory_xact_lock(${RULE_APPLICATION_LOCK}, hashtext(${ledgerId})),
      elevate_tags_lock(${ledgerId}::uuid, false),
      set_config('statement_timeout', case when s.ms = 0 then '0'
        else greatest(s.ms, ${STEP_TIMEOUT_MS})::text end, true)
    from (select setting::bigint as ms from pg_settings where name = 'statement_timeout') as s`);
}

/** The application's row, before its changed rows; pruned with them if none changes. */
export async function startApplication(
  tx: Db,
  ledgerId: string,
  ruleId: string,
  applicationId: string,
) {
  await tx.execute(sql`
    insert into rule_applications (ledger_id, id, rule_id, created_at)
    values (${ledgerId}, ${applicationId}, ${ruleId}, clock_timestamp())`);
}

// A side of a change flattened for json_to_recordset: b* the fields before, a* after.
const FLAT = `id uuid, bt text, bc text, bd text, bn text, bg text[],
  at text, ac text, ad text, an text, ag text[]`;
const flat = ({ id, before: b, after: a }: StoredRuleChange) => ({
  id,
  bt: b.type,
  bc: b.category,
  bd: b.description,
  bn: b.notes,
  bg: b.tags,
  at: a.type,
  ac: a.category,
  ad: a.description,
  an: a.notes,
  ag: a.tags,
});

/**
 * Writes a chunk of an application's planned changes in one UPDATE and keeps the rows it
 * changed, answering how many. A row changes only while it still has its `before` fields
 * and is not reconciled, so a row edited since it was read keeps the edit and is left out.
 * Its `after` tags are already in the ledger's spelling: the caller read it under the tag
 * lock, which a rename needs alone. The triggers keep api_json, the month totals, the tag
 * counts and the data version.
 */
export async function writeChanges(
  tx: Db,
  ledgerId: string,
  applicationId: string,
  changes: StoredRuleChange[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const [written] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with c as (
        select * from json_to_recordset(${JSON.stringify(changes.map(flat))}::json)
          as x(${sql.raw(FLAT)})),
      changed as (
        update transactions t
        set type = c.at, category = c.ac, description = c.ad, notes = c.an, tags = c.ag
        from c
        where t.ledger_id = ${ledgerId} and t.id = c.id and not t.reconciled
          and t.type = c.bt and t.category = c.bc and t.description = c.bd
          and t.notes is not distinct from c.bn and t.tags = c.bg
        returning t.id),
      kept as (
        insert into rule_application_rows (ledger_id, application_id, transaction_id,
          before_type, before_category, before_description, before_notes, before_tags,
          after_type, after_category, after_description, after_notes, after_tags)
        select ${ledgerId}, ${applicationId}, c.id, c.bt, c.bc, c.bd, c.bn, c.bg,
          c.at, c.ac, c.ad, c.an, c.ag
        from c join changed using (id)
        returning 1)
      select count(*)::int as n from kept`),
  );
  return written?.n ?? 0;
}

/**
 * Ends a real run: an application that changed nothing is not kept; one that did is, and
 * the ledger's older ones beyond KEPT_APPLICATIONS go (their rows with them).
 */
export async function finishApplication(
  tx: Db,
  ledgerId: string,
  applicationId: string,
  changed: number,
) {
  if (changed === 0) {
    await tx.execute(sql`
      delete from rule_applications where ledger_id = ${ledgerId} and id = ${applicationId}`);
    return;
  }
  await tx.execute(sql`
    delete from rule_applications where ledger_id = ${ledgerId} and id in (
      select id from rule_applications where ledger_id = ${ledgerId}
      order by created_at desc, id desc offset ${KEPT_APPLICATIONS})`);
}

/**
 * One step of a stored application, in one UPDATE joined to its rows: undo sets each row
 * that still has its `after` fields back to `before`, redo the other way. Rows edited,
 * deleted or reconciled since are left as they are and counted as skipped.
 */
export async function stepApplication(
  tx: Db,
  ledgerId: string,
  applicationId: string,
  step: 'undo' | 'redo',
): Promise<{ changed: number; skipped: number }> {
  const [held, wanted] = step === 'undo' ? ['after', 'before'] : ['before', 'after'];
  const col = (side: string, field: string) => sql.raw(`r.${side}_${field}`);
  const [counts] = rowsOf<{ changed: number; total: number }>(
    await tx.execute(sql`
      with r as (
        select * from rule_application_rows r
        where r.ledger_id = ${ledgerId} and r.application_id = ${applicationId}),
      changed as (
        update transactions t
        set type = ${col(wanted, 'type')}, category = ${col(wanted, 'category')},
          description = ${col(wanted, 'description')}, notes = ${col(wanted, 'notes')},
          tags = ${col(wanted, 'tags')}
        from r
        where t.ledger_id = ${ledgerId} and t.id = r.transaction_id and not t.reconciled
          and t.type = ${col(held, 'type')} and t.category = ${col(held, 'category')}
          and t.description = ${col(held, 'description')}
          and t.notes is not distinct from ${col(held, 'notes')} and t.tags = ${col(held, 'tags')}
        returning 1)
      select (select count(*) from changed)::int as changed, (select count(*) from r)::int as total`),
  );
  const changed = counts?.changed ?? 0;
  return { changed, skipped: (counts?.total ?? 0) - changed };
}
