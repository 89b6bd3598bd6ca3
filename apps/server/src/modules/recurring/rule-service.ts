import { storedParts } from '../transactions/transaction-rows.ts';
import {
  MAX_CATCH_UP_OCCURRENCES,
  MAX_RECURRING_RULES,
  type createRecurringBody,
  type RecurringRule,
  type updateRecurringBody,
} from '@elevate/shared/schemas/recurring';
import { addDays, firstIndexOnOrAfter, toCents, type Schedule } from '@elevate/shared';
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recurringOccurrences, recurringRules } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  catchUpRule,
  catchUpLedger,
  dateAt,
  pendingDates,
  scheduleOf,
  todayUTC,
  toRule,
  type RuleRow,
} from './occurrences.ts';

export type NewRule = z.output<typeof createRecurringBody>;
export type RuleChanges = z.output<typeof updateRecurringBody>;

export const RULE_NOT_FOUND = 'Recurring rule not found';
export const RULE_LIMIT = `A ledger can hold at most ${MAX_RECURRING_RULES} recurring rules. Delete one to add another.`;
export const TOO_FAR_BACK = `This start date would create more than ${MAX_CATCH_UP_OCCURRENCES.toLocaleString('en-US')} past occurrences at once. Pick a later start date.`;

const RULE_COUNT_LOCK = 727_019;

const ruleValues = (body: NewRule) => ({
  description: body.description,
  amountCents: toCents(body.amount),
  type: body.type,
  // A split rule's categories are its parts' (decision 0055).
  category: body.category ?? '',
  parts: storedParts(body.splits),
  frequency: body.frequency,
  interval: body.interval,
  startDate: body.startDate,
  endDate: body.endDate ?? null,
  count: body.count ?? null,
  lastDayOfMonth: body.lastDayOfMonth ?? false,
  auto: body.auto,
});

/**
 * 400 before anything is written when a catch-up from `index` would run past the
 * cap: creating, editing and restoring a rule all ask this, so none of them can
 * leave a rule that one catch-up cannot bring up to today.
 */
export function assertCatchUpFits(
  schedule: Schedule,
  index: number,
  today: string,
  param = 'startDate',
) {
  const { dates } = pendingDates(schedule, index, today, MAX_CATCH_UP_OCCURRENCES + 1);
  if (dates.length > MAX_CATCH_UP_OCCURRENCES) {
    throw badRequest(TOO_FAR_BACK, [{ param, msg: TOO_FAR_BACK }]);
  }
}

/** A rule starting in the past has its occurrences up to today when this returns. */
export function createRule(db: Db, ledgerId: string, body: NewRule, today = todayUTC()) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RULE_COUNT_LOCK}, hashtext(${ledgerId}))`);
    const [held] = await tx
      .select({ n: count() })
      .from(recurringRules)
      .where(eq(recurringRules.ledgerId, ledgerId));
    if ((held?.n ?? 0) >= MAX_RECURRING_RULES) throw conflict(RULE_LIMIT);
    const values = ruleValues(body);
    const draft = { ...values, ledgerId, nextIndex: 0 } as RuleRow;
    assertCatchUpFits(scheduleOf(draft), 0, today);
    const [row] = await tx
      .insert(recurringRules)
      .values({ ...values, ledgerId, nextIndex: 0, nextDate: dateAt(scheduleOf(draft), 0) })
      .returning();
    if (!row) throw new Error('rule insert returned nothing');
    await catchUpRule(tx, row, today);
    return getRule(tx, ledgerId, row.id);
  });
}

export async function lockRule(tx: Db, ledgerId: string, id: string): Promise<RuleRow> {
  const [row] = await tx
    .select()
    .from(recurringRules)
    .where(and(eq(recurringRules.ledgerId, ledgerId), eq(recurringRules.id, id)))
    .for('update');
  if (!row) throw notFound(RULE_NOT_FOUND);
  return row;
}

export async function getRule(db: Db, ledgerId: string, id: string): Promise<RecurringRule> {
  const [row] = await db
    .select()
    .from(recurringRules)
    .where(and(eq(recurringRules.ledgerId, ledgerId), eq(recurringRules.id, id)));
  if (!row) throw notFound(RULE_NOT_FOUND);
  return toRule(row);
}

/**
 * The new schedule applies after the rule's last created or resolved date:
 * transactions already created stay as they are, and no date is created twice.
 */
export function updateRule(
  db: Db,
  ledgerId: string,
  id: string,
  body: RuleChanges,
  today = todayUTC(),
) {
  if (body._id !== undefined && body._id !== id) {
    throw badRequest('Rule id in the body does not match the URL');
  }
  return db.transaction(async (tx) => {
    await lockRule(tx, ledgerId, id);
    const [last] = await tx
      .select({ date: max(recurringOccurrences.date) })
      .from(recurringOccurrences)
      .where(and(eq(recurringOccurrences.ledgerId, ledgerId), eq(recurringOccurrences.ruleId, id)));
    const values = ruleValues(body);
    const draft = { ...values, id, ledgerId } as RuleRow;
    const schedule = scheduleOf(draft);
    const nextIndex = last?.date ? firstIndexOnOrAfter(schedule, addDays(last.date, 1)) : 0;
    assertCatchUpFits(schedule, nextIndex, today);
    const [row] = await tx
      .update(recurringRules)
      .set({ ...values, nextIndex, nextDate: dateAt(schedule, nextIndex) })
      .where(and(eq(recurringRules.ledgerId, ledgerId), eq(recurringRules.id, id)))
      .returning();
    if (!row) throw notFound(RULE_NOT_FOUND);
    await catchUpRule(tx, row, today);
    return getRule(tx, ledgerId, id);
  });
}

/** The rule and its occurrence keys go; the transactions it created stay. */
export async function deleteRule(db: Db, ledgerId: string, id: string): Promise<void> {
  const gone = await db
    .delete(recurringRules)
    .where(and(eq(recurringRules.ledgerId, ledgerId), eq(recurringRules.id, id)))
    .returning({ id: recurringRules.id });
  if (gone.length === 0) throw notFound(RULE_NOT_FOUND);
}

export async function listRules(db: Db, ledgerId: string): Promise<RecurringRule[]> {
  await catchUpLedger(db, ledgerId);
  const rows = await db
    .select()
    .from(recurringRules)
    .where(eq(recurringRules.ledgerId, ledgerId))
    .orderBy(recurringRules.createdAt, recurringRules.id);
  return rows.map(toRule);
}
