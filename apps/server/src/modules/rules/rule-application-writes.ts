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

// Each side of a change as a record of the five fields, read from the JSON sent or stored.
const FIELDS = 'type text, category text, description text, notes text, tags text[]';

/**
 * Writes the planned changes in one UPDATE and stores them as one application, answering
 * how many rows changed (none stored when none did). A row changes only while it still
 * has its `before` fields and is not reconciled, so a row edited since it was read keeps
 * the edit and is left out of the stored list. The changes travel once, as one JSON
 * parameter, and are stored as sent when every row changed. Their `after` tags are
 * already in the ledger's spelling: the caller read it under the tag lock, which a rename
 * needs alone. The triggers keep api_json, the month totals, the tag counts and the data
 * version.
 */
export async function writeApplication(
  tx: Db,
  ledgerId: string,
  ruleId: string,
  applicationId: string,
  changes: StoredRuleChange[],
): Promise<number> {
  const [written] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with p as (select ${JSON.stringify(changes)}::jsonb as j),
      c as (
        select x.id, b.type as bt, b.category as bc, b.description as bd, b.notes as bn,
          b.tags as bg, a.type as at, a.category as ac, a.description as ad, a.notes as an,
          a.tags as ag
        from p cross join jsonb_to_recordset(p.j) as x(id uuid, before jsonb, after jsonb)
        cross join jsonb_to_record(x.before) as b(${sql.raw(FIELDS)})
        cross join jsonb_to_record(x.after) as a(${sql.raw(FIELDS)})),
      changed as (
        update transactions t
        set type = c.at, category = c.ac, description = c.ad, notes = c.an, tags = c.ag
        from c
        where t.ledger_id = ${ledgerId} and t.id = c.id and not t.reconciled
          and t.type = c.bt and t.category = c.bc and t.description = c.bd
          and t.notes is not distinct from c.bn and t.tags = c.bg
        returning t.id),
      n as (select count(*)::int as n from changed),
      stored as (
        insert into rule_applications (ledger_id, id, rule_id, changes, created_at)
        select ${ledgerId}, ${applicationId}, ${ruleId},
          case when n.n = jsonb_array_length(p.j) then p.j
            else (select jsonb_agg(e) from jsonb_array_elements(p.j) as e
              where (e ->> 'id')::uuid in (select id from changed)) end,
          clock_timestamp()
        from p, n where n.n > 0
        returning 1)
      select n from n`),
  );
  const n = written?.n ?? 0;
  if (n > 0) {
    await tx.execute(sql`
      delete from rule_applications where ledger_id = ${ledgerId} and id in (
        select id from rule_applications where ledger_id = ${ledgerId}
        order by created_at desc, id desc offset ${KEPT_APPLICATIONS})`);
  }
  return n;
}

/**
 * One step of a stored application, in one UPDATE: undo sets each row that still has its
 * `after` fields back to `before`, redo the other way. Rows edited, deleted or reconciled
 * since are left as they are and counted as skipped.
 */
export async function stepApplication(
  tx: Db,
  ledgerId: string,
  applicationId: string,
  step: 'undo' | 'redo',
): Promise<{ changed: number; skipped: number }> {
  const [expected, wanted] = step === 'undo' ? ['after', 'before'] : ['before', 'after'];
  const [counts] = rowsOf<{ changed: number; total: number }>(
    await tx.execute(sql`
      with c as (
        select (e ->> 'id')::uuid as id, m.type as mt, m.category as mc,
          m.description as md, m.notes as mn, m.tags as mg, s.type as st, s.category as sc,
          s.description as sd, s.notes as sn, s.tags as sg
        from rule_applications r
        cross join jsonb_array_elements(r.changes) as e
        cross join jsonb_to_record(e -> ${expected}::text) as m(${sql.raw(FIELDS)})
        cross join jsonb_to_record(e -> ${wanted}::text) as s(${sql.raw(FIELDS)})
        where r.ledger_id = ${ledgerId} and r.id = ${applicationId}),
      changed as (
        update transactions t
        set type = c.st, category = c.sc, description = c.sd, notes = c.sn, tags = c.sg
        from c
        where t.ledger_id = ${ledgerId} and t.id = c.id and not t.reconciled
          and t.type = c.mt and t.category = c.mc and t.description = c.md
          and t.notes is not distinct from c.mn and t.tags = c.mg
        returning 1)
      select (select count(*) from changed)::int as changed, (select count(*) from c)::int as total`),
  );
  const changed = counts?.changed ?? 0;
  return { changed, skipped: (counts?.total ?? 0) - changed };
}
