import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { StoredRuleChange } from '../../db/schema.ts';

/**
 * The transactions door of a rule's application (decision 0054): its rows rewritten a chunk
 * at a time and kept with their fields before and after, and its undo and redo. The
 * application's own row, its lock and its pruning are the rules module's.
 */

// A side of a change flattened for json_to_recordset: b* the fields before, a* after.
const FLAT = `id uuid, bt text, bc text, bd text, bn text, bg text[], bp jsonb,
  at text, ac text, ad text, an text, ag text[], ap jsonb`;
const flat = ({ id, before: b, after: a }: StoredRuleChange) => ({
  id,
  bt: b.type,
  bc: b.category,
  bd: b.description,
  bn: b.notes,
  bg: b.tags,
  bp: b.parts,
  at: a.type,
  ac: a.category,
  ad: a.description,
  an: a.notes,
  ag: a.tags,
  ap: a.parts,
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
        set type = c.at, category = c.ac, description = c.ad, notes = c.an, tags = c.ag,
          parts = c.ap
        from c
        where t.ledger_id = ${ledgerId} and t.id = c.id and not t.reconciled
          and t.type = c.bt and t.category = c.bc and t.description = c.bd
          and t.notes is not distinct from c.bn and t.tags = c.bg
          and t.parts is not distinct from c.bp
        returning t.id),
      kept as (
        insert into rule_application_rows (ledger_id, application_id, transaction_id,
          before_type, before_category, before_description, before_notes, before_tags,
          before_parts, after_type, after_category, after_description, after_notes, after_tags,
          after_parts)
        select ${ledgerId}, ${applicationId}, c.id, c.bt, c.bc, c.bd, c.bn, c.bg, c.bp,
          c.at, c.ac, c.ad, c.an, c.ag, c.ap
        from c join changed using (id)
        returning 1)
      select count(*)::int as n from kept`),
  );
  return written?.n ?? 0;
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
          tags = ${col(wanted, 'tags')}, parts = ${col(wanted, 'parts')}
        from r
        where t.ledger_id = ${ledgerId} and t.id = r.transaction_id and not t.reconciled
          and t.type = ${col(held, 'type')} and t.category = ${col(held, 'category')}
          and t.description = ${col(held, 'description')}
          and t.notes is not distinct from ${col(held, 'notes')} and t.tags = ${col(held, 'tags')}
          and t.parts is not distinct from ${col(held, 'parts')}
        returning 1)
      select (select count(*) from changed)::int as changed, (select count(*) from r)::int as total`),
  );
  const changed = counts?.changed ?? 0;
  return { changed, skipped: (counts?.total ?? 0) - changed };
}
