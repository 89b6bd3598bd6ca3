import {
  MAX_BUDGETS_PER_USER,
  type createBudgetBody,
  type updateBudgetBody,
} from '@elevate/shared/schemas/budgets';
import { toCents } from '@elevate/shared';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { budgets, transactions } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { deleteTransactions } from '../transactions/transaction-changes.ts';
import { getBudget } from './budget-view.ts';
import { lockBudget } from './budget-lock.ts';
import { bumpVersion, deleteBudgetRow, insertBudget, type BudgetChange } from './budget-rows.ts';
import { replaceCategories } from './category-rows.ts';
import { previousToBeBudgeted } from './rollover.ts';
import { monthBounds, firstDayOfMonth } from '../../lib/first-day-of-month.ts';
import { lockedMonthStartDay } from '../../lib/month-start-day.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';

export type NewBudget = z.output<typeof createBudgetBody>;
export type BudgetChanges = z.output<typeof updateBudgetBody>;

export const MONTH_TAKEN = 'A budget for this month already exists';
export const STALE_VERSION = 'This budget was changed elsewhere. Reload it and try again.';
export const BUDGET_LIMIT_REACHED = `A ledger can hold at most ${MAX_BUDGETS_PER_USER.toLocaleString('en-US')} budgets. Delete an old budget to create a new one.`;

// An arbitrary constant: the first key of each ledger's budget-count lock.
const BUDGET_COUNT_LOCK = 727_016;

/**
 * 409 once the ledger holds the most budgets a ledger may. Creates in one
 * ledger wait for each other on a lock of their own, held to the end of the
 * transaction, so a parallel burst (of one member or several) cannot all
 * count the same number; other ledgers and every other write go on.
 */
async function assertBelowBudgetLimit(tx: Db, ledgerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${BUDGET_COUNT_LOCK}, hashtext(${ledgerId}))`);
  const [row] = await tx.select({ n: count() }).from(budgets).where(eq(budgets.ledgerId, ledgerId));
  if ((row?.n ?? 0) >= MAX_BUDGETS_PER_USER) throw conflict(BUDGET_LIMIT_REACHED);
}

/** Turns the unique (ledger, month) index's refusal into the 409 the client expects. */
async function monthUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MONTH_TAKEN);
    throw err;
  }
}

async function assertMonthFree(tx: Db, ledgerId: string, firstDay: string) {
  const [taken] = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.ledgerId, ledgerId), eq(budgets.month, firstDay)));
  if (taken) throw conflict(MONTH_TAKEN);
}

/** totalBudgeted and totalActual of the body are ignored: the server computes both. */
export function createBudget(db: Db, ledgerId: string, body: NewBudget) {
  const firstDay = firstDayOfMonth(body.month);
  return monthUnique(() =>
    db.transaction(async (tx) => {
      await assertBelowBudgetLimit(tx, ledgerId);
      await assertMonthFree(tx, ledgerId, firstDay);
      // carryOver takes the earlier month's To Be Budgeted instead of a sent amount.
      const carried = body.carryOver ? await previousToBeBudgeted(tx, ledgerId, firstDay) : null;
      const id = await insertBudget(tx, {
        ledgerId,
        month: firstDay,
        toBeBudgetedRolloverCents: carried?.cents ?? toCents(body.toBeBudgetedRollover ?? 0),
        rolloverFrom: carried?.from ?? null,
      });
      await replaceCategories(tx, ledgerId, id, body.categories);
      return getBudget(tx, ledgerId, id);
    }),
  );
}

/**
 * Categories (a missing category is only dropped: its transactions stay),
 * month (409 when that month has a budget), rollover, or all of them. The
 * read-only echoes of a full budget are checked (_id) or ignored.
 */
export function updateBudget(db: Db, ledgerId: string, id: string, body: BudgetChanges) {
  if (body._id !== undefined && body._id !== id) {
    throw badRequest('Budget id in the body does not match the URL');
  }
  return monthUnique(() =>
    db.transaction(async (tx) => {
      const row = await lockBudget(tx, ledgerId, id);
      if (body.version !== undefined && body.version !== row.version) throw conflict(STALE_VERSION);
      const changes: BudgetChange = {};
      if (body.month !== undefined) {
        const firstDay = firstDayOfMonth(body.month);
        if (firstDay !== row.month) {
          await assertMonthFree(tx, ledgerId, firstDay);
          changes.month = firstDay;
        }
      }
      if (body.toBeBudgetedRollover !== undefined) {
        const cents = toCents(body.toBeBudgetedRollover);
        // A rollover typed in by hand is no longer carried (an echo of the same amount still is).
        if (cents !== row.toBeBudgetedRolloverCents) changes.rolloverFrom = null;
        changes.toBeBudgetedRolloverCents = cents;
      }
      if (body.categories !== undefined) {
        await replaceCategories(tx, ledgerId, id, body.categories);
      }
      await bumpVersion(tx, ledgerId, id, changes);
      return getBudget(tx, ledgerId, id);
    }),
  );
}

/** Deletes the budget and every transaction of its month, together or not at all. */
export async function deleteBudget(db: Db, ledgerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockBudget(tx, ledgerId, id);
    const { start, end } = monthBounds(row.month, await lockedMonthStartDay(tx, ledgerId));
    await deleteTransactions(
      tx,
      ledgerId,
      and(gte(transactions.date, start), lt(transactions.date, end)),
    );
    await deleteBudgetRow(tx, ledgerId, id);
  });
}
