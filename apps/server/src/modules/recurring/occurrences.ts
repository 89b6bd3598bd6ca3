import { randomUUID } from 'node:crypto';
import { MAX_CATCH_UP_OCCURRENCES, type RecurringRule } from '@elevate/shared/schemas/recurring';
import { fromCents, isWithinEnd, occurrenceDate, toDay, type Schedule } from '@elevate/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recurringOccurrences, recurringRules, transactions } from '../../db/schema.ts';

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
    category: row.category,
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
 * Creates the occurrences of `rule` on `dates`: the occurrence key (rule, date)
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
        userId: rule.userId,
        status,
        transactionId: status === 'recorded' ? randomUUID() : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ date: recurringOccurrences.date, id: recurringOccurrences.transactionId });
  await insertTransactions(tx, rule, inserted);
  return inserted.map((row) => row.date);
}

export async function insertTransactions(
  tx: Db,
  rule: RuleRow,
  rows: { date: string; id: string | null }[],
) {
  const values = rows
    .filter((row): row is { date: string; id: string } => row.id !== null)
    .map((row) => ({
      id: row.id,
      userId: rule.userId,
      date: new Date(`${row.date}T00:00:00.000Z`),
      description: rule.description,
      amountCents: rule.amountCents,
      type: rule.type,
      category: rule.category,
      notes: null,
    }));
  if (values.length > 0) await tx.insert(transactions).values(values);
}

/**
 * Brings one locked rule up to `today`: automatic rules get their
 * transactions, the others a 'due' occurrence each. Loops in batches, so a
 * long downtime catches up in full.
 */
export async function catchUpRule(tx: Db, rule: RuleRow, today: string): Promise<void> {
  const schedule = scheduleOf(rule);
  let index = rule.nextIndex;
  for (;;) {
    const { dates, nextIndex } = pendingDates(schedule, index, today, MAX_CATCH_UP_OCCURRENCES);
    await createOccurrences(tx, rule, dates, rule.auto ? 'recorded' : 'due');
    index = nextIndex;
    if (dates.length < MAX_CATCH_UP_OCCURRENCES) break;
  }
  if (index !== rule.nextIndex || rule.nextDate !== dateAt(schedule, index)) {
    await tx
      .update(recurringRules)
      .set({ nextIndex: index, nextDate: dateAt(schedule, index) })
      .where(eq(recurringRules.id, rule.id));
  }
}

/** One user's rules with work due, locked and caught up; reads then see every occurrence to today. */
export async function catchUpUser(db: Db, userId: string, today = todayUTC()): Promise<void> {
  await db.transaction(async (tx) => {
    const rules = await tx
      .select()
      .from(recurringRules)
      .where(and(eq(recurringRules.userId, userId), sql`${recurringRules.nextDate} <= ${today}`))
      .orderBy(recurringRules.id)
      .for('update');
    for (const rule of rules) await catchUpRule(tx, rule, today);
  });
}

/**
 * Every user's rules with work due, 50 per database transaction. Rules another
 * process holds are skipped (it is catching them up); the occurrence key
 * makes a race harmless anyway.
 */
export async function catchUpAll(db: Db, today = todayUTC()): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rules = await tx
        .select()
        .from(recurringRules)
        .where(sql`${recurringRules.nextDate} <= ${today}`)
        .orderBy(recurringRules.id)
        .limit(50)
        .for('update', { skipLocked: true });
      for (const rule of rules) await catchUpRule(tx, rule, today);
      return rules.length;
    });
    done += batch;
    if (batch < 50) return done;
  }
}
