import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

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
