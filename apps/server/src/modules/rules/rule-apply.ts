import { fromCents, type CategoryType } from '@elevate/shared';
import { compileRules } from '@elevate/shared/rules-engine';
import {
  MAX_APPLY_CHANGES,
  MAX_APPLY_PREVIEW,
  TOO_MANY_CHANGES,
  type ApplyRuleBody,
  type ApplyRuleResponse,
  type RuleChange,
} from '@elevate/shared/schemas/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { rules, tags, type StoredPart, type StoredRuleChange } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  finishApplication,
  lockApplications,
  startApplication,
} from './rule-application-writes.ts';
import { writeChanges } from '../transactions/transaction-rule-changes.ts';
import { fieldsAfter, sameFields, shownFields } from './rule-change.ts';
import { RULE_NOT_FOUND } from './rule-service.ts';

/** A transaction as a rule's application reads it: what the rule looks at and may change. */
interface ReadRow {
  id: string;
  /** Milliseconds since 1970: a number is read far faster than a formatted date. */
  at: number;
  amount_cents: number;
  description: string;
  type: CategoryType;
  category: string;
  notes: string | null;
  tags: string[];
  parts: StoredPart[] | null;
  account_id: string;
  reconciled: boolean;
  transfer: boolean;
  split: boolean;
}

type Planned = StoredRuleChange & { row: ReadRow; date: string };

/** 'YYYY-MM-DD' as the instant its UTC day starts, `days` later. */
const dayStart = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString();

/** Rows read, planned and written at a time: the server never holds a whole ledger. */
export const APPLY_CHUNK = 5_000;

/**
 * Opens a cursor over the ledger's transactions dated from..to (UTC days, both included),
 * oldest first: the columns a rule reads or writes, nothing else. One scan of the range, its
 * rows fetched a chunk at a time; the cursor sees the rows as they were when it opened, so
 * the chunks written meanwhile in the same transaction are not read again. The caller is in
 * a database transaction (a cursor lives in one).
 */
async function openRows(tx: Db, ledgerId: string, body: ApplyRuleBody) {
  await tx.execute(sql`
    declare rule_rows no scroll cursor for
      select t.id, (extract(epoch from t.date) * 1000)::float8 as at,
        t.amount_cents::float8 as amount_cents, t.description, t.type, t.category, t.notes,
        t.tags, t.parts, t.account_id, t.reconciled, t.transfer_id is not null as transfer,
        t.parts is not null as split
      from transactions t
      where t.ledger_id = ${ledgerId}
        ${body.from ? sql`and t.date >= ${dayStart(body.from)}::timestamptz` : sql``}
        ${body.to ? sql`and t.date < ${dayStart(body.to, 1)}::timestamptz` : sql``}
      order by t.date, t.created_at, t.id`);
  return async (): Promise<ReadRow[]> =>
    rowsOf<ReadRow>(await tx.execute(sql.raw(`fetch ${APPLY_CHUNK} from rule_rows`)));
}

type RuleRow = typeof rules.$inferSelect;

async function loadRule(db: Db, ledgerId: string, id: string) {
  const [rule] = await db
    .select()
    .from(rules)
    .where(and(eq(rules.ledgerId, ledgerId), eq(rules.id, id)));
  if (!rule) throw notFound(RULE_NOT_FOUND);
  return rule;
}

/** The ledger's spelling of the tags the rule adds, by key, for the ones the ledger has. */
async function ledgerSpelling(db: Db, ledgerId: string, added: string[]) {
  if (added.length === 0) return new Map<string, string>();
  const keys = added.map((tag) => tag.trim().toLowerCase());
  const rows = await db
    .select({ key: tags.key, name: tags.name })
    .from(tags)
    .where(and(eq(tags.ledgerId, ledgerId), inArray(tags.key, keys)));
  return new Map(rows.map((row) => [row.key, row.name]));
}

/**
 * Runs one rule over the ledger's transactions in the range, a chunk at a time, handing
 * each chunk's changes to `take` before reading the next: counts the rows its conditions
 * hold for (matched) and those whose fields it changes (changed); reconciled rows are
 * matched and never changed. The rule is compiled once and each row read once.
 */
async function plan(
  db: Db,
  ledgerId: string,
  rule: RuleRow,
  body: ApplyRuleBody,
  take: (changes: Planned[]) => Promise<void>,
) {
  const base = { _id: rule.id, match: rule.match, conditions: rule.conditions, name: rule.name };
  const holds = compileRules([{ ...base, actions: [{ type: 'setNotes', value: '' }] }]);
  const outcomeOf = compileRules([{ ...base, actions: rule.actions }]);
  const added = rule.actions.flatMap((action) => (action.type === 'addTag' ? [action.value] : []));
  const spelling = await ledgerSpelling(db, ledgerId, added);
  let matched = 0;
  const next = await openRows(db, ledgerId, body);
  for (;;) {
    const rows = await next();
    const changes: Planned[] = [];
    for (const row of rows) {
      const date = new Date(row.at).toISOString();
      const subject = {
        description: row.description,
        amountCents: row.amount_cents,
        type: row.type,
        accountId: row.account_id,
        date: date.slice(0, 10),
      };
      if (!holds(subject).notes) continue;
      matched += 1;
      if (row.reconciled) continue;
      const before = {
        type: row.type,
        category: row.category,
        description: row.description,
        notes: row.notes,
        tags: row.tags,
        parts: row.parts,
      };
      const after = fieldsAfter(
        { fields: before, transfer: row.transfer, split: row.split },
        outcomeOf(subject),
        spelling,
      );
      if (!sameFields(before, after)) changes.push({ id: row.id, before, after, row, date });
    }
    await take(changes);
    if (rows.length < APPLY_CHUNK) break;
  }
  await db.execute(sql`close rule_rows`);
  return { matched };
}

const preview = ({ row, date, before, after }: Planned): RuleChange => ({
  _id: row.id,
  date,
  amount: fromCents(row.amount_cents),
  before: shownFields(before),
  after: shownFields(after),
});

/**
 * POST /api/rules/:id/apply. A dry run answers the counts and the first changes, oldest
 * first, and writes nothing. A real run reads and writes in one database transaction,
 * under the ledger's application lock, a chunk at a time, and stores the application for
 * undo and redo.
 */
export async function applyRule(
  db: Db,
  ledgerId: string,
  ruleId: string,
  body: ApplyRuleBody,
): Promise<ApplyRuleResponse> {
  if (body.dryRun) {
    let changed = 0;
    const shown: RuleChange[] = [];
    // A transaction of its own for the cursor; it writes nothing.
    const { matched } = await db.transaction(async (tx) =>
      plan(tx, ledgerId, await loadRule(tx, ledgerId, ruleId), body, async (changes) => {
        changed += changes.length;
        for (const change of changes.slice(0, MAX_APPLY_PREVIEW - shown.length))
          shown.push(preview(change));
      }),
    );
    return { matched, changed, transactions: shown };
  }
  return db.transaction(async (tx) => {
    await lockApplications(tx, ledgerId);
    const rule = await loadRule(tx, ledgerId, ruleId);
    const applicationId = randomUUID();
    await startApplication(tx, ledgerId, rule.id, applicationId);
    let changed = 0;
    let planned = 0;
    const { matched } = await plan(tx, ledgerId, rule, body, async (changes) => {
      // Past the bound nothing is kept: the throw rolls back every chunk written so far.
      planned += changes.length;
      if (planned > MAX_APPLY_CHANGES) throw conflict(TOO_MANY_CHANGES);
      const stored = changes.map(({ id, before, after }) => ({ id, before, after }));
      changed += await writeChanges(tx, ledgerId, applicationId, stored);
    });
    await finishApplication(tx, ledgerId, applicationId, changed);
    return { matched, changed, applicationId: changed > 0 ? applicationId : null };
  });
}
