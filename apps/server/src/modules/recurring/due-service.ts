import { shownParts } from '../transactions/transaction-rows.ts';
import type { DueOccurrence } from '@elevate/shared/schemas/recurring';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { fromCents, isOccurrence } from '@elevate/shared';
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { recurringOccurrences, recurringRules, transactions } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { toTransaction } from '../transactions/transaction-service.ts';
import { catchUpLedger, insertTransactions, scheduleOf } from './occurrences.ts';
import { lockRule } from './rule-service.ts';

export const NOT_ON_SCHEDULE = "This date is not one of the rule's dates";
export const ALREADY_RECORDED = 'This occurrence is already recorded';
export const ALREADY_SKIPPED = 'This occurrence was skipped';
const MAX_DUE_LISTED = 500;

/** Occurrences of manual rules waiting for Record or Skip, oldest first. */
export async function listDue(db: Db, ledgerId: string): Promise<DueOccurrence[]> {
  await catchUpLedger(db, ledgerId);
  const rows = await db
    .select({
      ruleId: recurringOccurrences.ruleId,
      date: recurringOccurrences.date,
      description: recurringRules.description,
      amountCents: recurringRules.amountCents,
      type: recurringRules.type,
      category: recurringRules.category,
      parts: recurringRules.parts,
    })
    .from(recurringOccurrences)
    .innerJoin(
      recurringRules,
      and(
        eq(recurringRules.ledgerId, recurringOccurrences.ledgerId),
        eq(recurringRules.id, recurringOccurrences.ruleId),
      ),
    )
    .where(and(eq(recurringOccurrences.ledgerId, ledgerId), eq(recurringOccurrences.status, 'due')))
    .orderBy(asc(recurringOccurrences.date), asc(recurringOccurrences.ruleId))
    .limit(MAX_DUE_LISTED);
  return rows.map(({ amountCents, parts, ...row }) => ({
    ...row,
    amount: fromCents(amountCents),
    category: parts ? null : row.category,
    splits: shownParts(parts, row.type),
  }));
}

type Resolution = 'recorded' | 'skipped';

const occurrenceKey = (ledgerId: string, ruleId: string, date: string) =>
  and(
    eq(recurringOccurrences.ledgerId, ledgerId),
    eq(recurringOccurrences.ruleId, ruleId),
    eq(recurringOccurrences.date, date),
  );

/**
 * Records or skips one date of the rule: a due occurrence turns into the
 * resolution, and a date not reached yet is resolved ahead (the catch-up then
 * finds its key taken). Each date resolves once: the rule row is locked, and
 * the occurrence key refuses a second insert anyway.
 */
async function resolve(
  db: Db,
  ledgerId: string,
  ruleId: string,
  date: string,
  status: Resolution,
): Promise<Transaction | null> {
  return db.transaction(async (tx) => {
    const rule = await lockRule(tx, ledgerId, ruleId);
    if (!isOccurrence(scheduleOf(rule), date)) {
      throw badRequest(NOT_ON_SCHEDULE, [{ param: 'date', msg: NOT_ON_SCHEDULE }]);
    }
    const [existing] = await tx
      .select()
      .from(recurringOccurrences)
      .where(occurrenceKey(ledgerId, ruleId, date));
    if (existing?.status === 'recorded') throw conflict(ALREADY_RECORDED);
    if (existing?.status === 'skipped') throw conflict(ALREADY_SKIPPED);
    const transactionId = status === 'recorded' ? randomUUID() : null;
    if (existing) {
      await tx
        .update(recurringOccurrences)
        .set({ status, transactionId })
        .where(occurrenceKey(ledgerId, ruleId, date));
    } else {
      const created = await tx
        .insert(recurringOccurrences)
        .values({ ruleId, date, ledgerId, status, transactionId })
        .onConflictDoNothing()
        .returning({ date: recurringOccurrences.date });
      if (created.length === 0) throw conflict(ALREADY_RECORDED);
    }
    await insertTransactions(tx, rule, [{ date, id: transactionId }]);
    if (!transactionId) return null;
    const [row] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.ledgerId, ledgerId), eq(transactions.id, transactionId)));
    return row ? toTransaction(row) : null;
  });
}

export async function recordOccurrence(db: Db, ledgerId: string, ruleId: string, date: string) {
  const created = await resolve(db, ledgerId, ruleId, date, 'recorded');
  if (!created) throw new Error('record created no transaction');
  return created;
}

export async function skipOccurrence(db: Db, ledgerId: string, ruleId: string, date: string) {
  await resolve(db, ledgerId, ruleId, date, 'skipped');
}
