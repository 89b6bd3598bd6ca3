import { MAX_CATCH_UP_OCCURRENCES, type RecurringRule } from '@elevate/shared/schemas/recurring';
import { fromCents, isWithinEnd, occurrenceDate, toDay, type Schedule } from '@elevate/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recurringOccurrences, recurringRules } from '../../db/schema.ts';
import { recordActivity } from '../activity/activity-service.ts';
import { newTransactionId } from '../transactions/ordered-ids.ts';
import { ledgerRulesFor } from '../rules/ledger-rules.ts';
import { insertTransactions as insertOccurrenceTransactions } from '../transactions/transaction-writes.ts';
import { shownParts } from '../transactions/transaction-rows.ts';

export type RuleRow = typeof recurringRules.$inferSelect;

/** Today as a UTC calendar day: occurrences are created on their date in UTC. */
export const todayUTC = (): string => toDay(new Date());

export const scheduleOf = (rule: RuleRow): Schedule => ({
  frequency: rule.frequency,
  interval: rule.interval,
  startDate: rule.startDate,
  endDate: rule.endDate,
  count: rule.count,
  lastDayOfMonth: rule.lastDayOfMonth,
});

export function toRule(row: RuleRow): RecurringRule {
  return {
    _id: row.id,
    description: row.description,
    amount: fromCents(row.amountCents),
    type: row.type,
    category: row.parts ? null : row.category,
    splits: shownParts(row.parts, row.type),
    frequency: row.frequency,
    interval: row.interval,
    startDate: row.startDate,
    endDate: row.endDate,
    count: row.count,
    lastDayOfMonth: row.lastDayOfMonth,
    auto: row.auto,
    nextDate: row.nextDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The n-th occurrence's date, or null when the schedule ends before it. */
export function dateAt(schedule: Schedule, n: number): string | null {
  return isWithinEnd(schedule, n) ? occurrenceDate(schedule, n) : null;
}

/** Dates from index `from` up to `today`, at most `limit`: what a catch-up would create. */
export function pendingDates(schedule: Schedule, from: number, today: string, limit: number) {
  const dates: string[] = [];
  let n = from;
  for (; dates.length < limit; n += 1) {
    const date = dateAt(schedule, n);
    if (date === null || date > today) break;
    dates.push(date);
  }
  return { dates, nextIndex: n };
}

/**
 * Creates the occurrences of `rule` on `dates`: the occurrence key (ledger, rule, date)
 * is inserted with on conflict do nothing, and only the keys this statement
 * inserted get their transaction, in the caller's database transaction, so a
 * date is created once however many writers race (several processes' timers,
 * a catch-up, Record). Transactions go through the table's own triggers, so
 * the month totals and counts stay exact as for any other insert.
 */
export async function createOccurrences(
  tx: Db,
  rule: RuleRow,
  dates: string[],
  status: 'recorded' | 'due' | 'skipped',
): Promise<string[]> {
  if (dates.length === 0) return [];
  const inserted = await tx
    .insert(recurringOccurrences)
    .values(
      dates.map((date) => ({
        ruleId: rule.id,
        date,
        ledgerId: rule.ledgerId,
        status,
        transactionId: status === 'recorded' ? newTransactionId() : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ date: recurringOccurrences.date, id: recurringOccurrences.transactionId });
  await insertTransactions(tx, rule, inserted);
  return inserted.map((row) => row.date);
}

/**
 * The transactions of a rule's recorded occurrences (the rows whose id is not null), in the
 * ledger's default account. The ledger's rules (decision 0054) run on each as they run on an
 * imported row: a rule added since the recurring rule was made renames, categorises and tags
 * its next occurrences too. A split recurring rule's parts come first; a rule's split splits
 * an occurrence that has none.
 */
export async function insertTransactions(
  tx: Db,
  rule: RuleRow,
  rows: { date: string; id: string | null }[],
) {
  const recorded = rows.filter((row): row is { date: string; id: string } => row.id !== null);
  if (recorded.length === 0) return;
  const applyRules = await ledgerRulesFor(tx, rule.ledgerId);
  const values = recorded.map((row) => {
    const ruled = applyRules({
      description: rule.description,
      amountCents: rule.amountCents,
      type: rule.type,
      date: row.date,
    });
    const parts = rule.parts ?? ruled.split?.value ?? null;
    return {
      id: row.id,
      ledgerId: rule.ledgerId,
      date: new Date(`${row.date}T00:00:00.000Z`),
      description: ruled.description?.value ?? rule.description,
      amountCents: rule.amountCents,
      // A split's parts share the type it was made with.
      type: parts ? rule.type : (ruled.type?.value ?? rule.type),
      category: parts ? '' : (ruled.category?.value ?? rule.category),
      notes: ruled.notes?.value ?? null,
      tags: ruled.tags.map((tag) => tag.value),
      parts,
    };
  });
  await insertOccurrenceTransactions(tx, values);
}

/**
 * The app's own entry in the ledger's activity log (no actor) for the transactions
 * an automatic rule just got, in the same database transaction: one line per
 * rule and run, however many dates a long downtime brought.
 */
async function logRecorded(tx: Db, rule: RuleRow, dates: string[]) {
  const when =
    dates.length === 1 ? dates[0] : `${dates.length} dates, ${dates[0]} to ${dates.at(-1)}`;
  await recordActivity(tx, {
    ledgerId: rule.ledgerId,
    actorId: null,
    action: 'recorded',
    entity: 'recurring',
    entityId: rule.id,
    summary: `${rule.description} · ${fromCents(rule.amountCents).toFixed(2)} · ${when}`,
  });
}

/**
 * Brings one locked rule towards `today` by at most `limit` dates: automatic
 * rules get their transactions, the others a 'due' occurrence each. A rule
 * further behind (a long downtime) stays due and goes on in the next run, so no
 * run, read or timer ever creates an unbounded number of rows at once.
 */
export async function catchUpRule(
  tx: Db,
  rule: RuleRow,
  today: string,
  limit = MAX_CATCH_UP_OCCURRENCES,
): Promise<{ created: number; done: boolean }> {
  const schedule = scheduleOf(rule);
  const { dates, nextIndex } = pendingDates(schedule, rule.nextIndex, today, limit);
  const created = await createOccurrences(tx, rule, dates, rule.auto ? 'recorded' : 'due');
  if (rule.auto && created.length > 0) await logRecorded(tx, rule, created);
  const nextDate = dateAt(schedule, nextIndex);
  if (nextIndex !== rule.nextIndex || rule.nextDate !== nextDate) {
    await tx
      .update(recurringRules)
      .set({ nextIndex, nextDate })
      .where(and(eq(recurringRules.ledgerId, rule.ledgerId), eq(recurringRules.id, rule.id)));
  }
  return { created: dates.length, done: nextDate === null || nextDate > today };
}

/**
 * One ledger's rules with work due, locked and caught up, at most one catch-up's
 * worth of dates in all: a read answers quickly whatever the downtime was, and
 * sees every occurrence to today unless the server was down for years (the
 * timer brings those in over the next runs).
 */
export async function catchUpLedger(db: Db, ledgerId: string, today = todayUTC()): Promise<void> {
  await db.transaction(async (tx) => {
    const rules = await tx
      .select()
      .from(recurringRules)
      .where(
        and(eq(recurringRules.ledgerId, ledgerId), sql`${recurringRules.nextDate} <= ${today}`),
      )
      .orderBy(recurringRules.id)
      .for('update');
    let budget = MAX_CATCH_UP_OCCURRENCES;
    for (const rule of rules) {
      if (budget <= 0) break;
      budget -= (await catchUpRule(tx, rule, today, budget)).created;
    }
  });
}

/** Dates one database transaction of the timer's catch-up creates, and one run in all. */
export interface CatchUpLimits {
  perTransaction: number;
  perRun: number;
}
/**
 * A transaction short enough that other requests barely wait for the database
 * (PGlite runs one at a time), a run short enough to end within seconds.
 */
export const CATCH_UP_LIMITS: CatchUpLimits = {
  perTransaction: MAX_CATCH_UP_OCCURRENCES,
  perRun: 10 * MAX_CATCH_UP_OCCURRENCES,
};

/** Where a run of the catch-up got to: the last rule it took, in (ledger, id) order. */
type RuleKey = { ledgerId: string; id: string };
/** One transaction of a run: the last rule it took, whether work is left, dates created. */
type Batch = { last: RuleKey | null; unfinished: boolean; created: number };

/**
 * Every ledger's rules with work due, ledger by ledger, each rule at most once
 * per run (in (ledger, id) order, the primary key's), within `limits`. Rules
 * another process holds are skipped (it is catching them up); the occurrence
 * key makes a race harmless anyway. `more` says that work is left for another
 * run.
 */
export async function catchUpAll(
  db: Db,
  today = todayUTC(),
  limits = CATCH_UP_LIMITS,
): Promise<{ created: number; more: boolean }> {
  let created = 0;
  let more = false;
  let after: RuleKey | null = null;
  for (;;) {
    const left = limits.perRun - created;
    if (left <= 0) return { created, more: true };
    const from: RuleKey | null = after;
    const batch = await db.transaction(async (tx): Promise<Batch> => {
      const rules = await tx
        .select()
        .from(recurringRules)
        .where(
          and(
            sql`${recurringRules.nextDate} <= ${today}`,
            from
              ? sql`(${recurringRules.ledgerId}, ${recurringRules.id}) > (${from.ledgerId}::uuid, ${from.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(recurringRules.ledgerId, recurringRules.id)
        .limit(50)
        .for('update', { skipLocked: true });
      let budget = Math.min(left, limits.perTransaction);
      let last: RuleKey | null = null;
      let unfinished = false;
      for (const rule of rules) {
        if (budget <= 0) break;
        const step = await catchUpRule(tx, rule, today, budget);
        budget -= step.created;
        unfinished ||= !step.done;
        last = { ledgerId: rule.ledgerId, id: rule.id };
      }
      return { last, unfinished, created: Math.min(left, limits.perTransaction) - budget };
    });
    created += batch.created;
    more ||= batch.unfinished;
    if (batch.last === null) return { created, more };
    after = batch.last;
  }
}
