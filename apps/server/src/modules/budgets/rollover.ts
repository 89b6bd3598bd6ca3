import type { Budget } from '@elevate/shared/schemas/budgets';
import { fromCents, toBeBudgeted, toCents } from '@elevate/shared';
import { and, desc, eq, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { budgets } from '../../db/schema.ts';
import { lockBudget } from './budget-lock.ts';
import { bumpVersion } from './budget-rows.ts';
import { getBudget, listBudgetsUpTo } from './budget-view.ts';

/**
 * Rollover of To Be Budgeted (docs/product/plan.md, decision 0027): a budget created with
 * carryOver takes the most recent earlier budget's To Be Budgeted (the usual
 * formula, positive or negative) as its toBeBudgetedRollover and remembers
 * that month. Later changes there reach it on request (refreshRollover).
 */
export async function previousToBeBudgeted(
  tx: Db,
  ledgerId: string,
  firstDay: string,
): Promise<{ cents: number; from: string } | null> {
  const [latest] = await tx
    .select({ id: budgets.id, month: budgets.month })
    .from(budgets)
    .where(and(eq(budgets.ledgerId, ledgerId), lt(budgets.month, firstDay)))
    .orderBy(desc(budgets.month))
    .limit(1);
  if (!latest) return null;
  const budget = await getBudget(tx, ledgerId, latest.id);
  return { cents: toCents(toBeBudgeted(budget)), from: latest.month };
}

const firstDayOf = (budget: Budget) => budget.month.slice(0, 10);

/**
 * Carries every earlier month's To Be Budgeted forward again, oldest first, up
 * to the budget `id`: each carrying budget takes its predecessor's To Be
 * Budgeted as it now stands (after that one's own refresh), so an edit
 * several months back reaches the end of the chain in one call.
 */
export function refreshRollover(db: Db, ledgerId: string, id: string): Promise<Budget> {
  return db.transaction(async (tx) => {
    const target = await lockBudget(tx, ledgerId, id);
    const carrying = await tx
      .select({ id: budgets.id, from: budgets.rolloverFrom })
      .from(budgets)
      .where(and(eq(budgets.ledgerId, ledgerId), lte(budgets.month, target.month)));
    const sources = new Map(carrying.filter((b) => b.from !== null).map((b) => [b.id, b.from]));
    let previous: Budget | null = null;
    for (const budget of await listBudgetsUpTo(tx, ledgerId, target.month)) {
      let current = budget;
      const from = sources.get(budget._id);
      if (from !== undefined) {
        const cents = previous ? toCents(toBeBudgeted(previous)) : 0;
        // With its earlier months deleted, a budget keeps saying where it carried from.
        const newFrom = previous ? firstDayOf(previous) : from;
        if (cents !== toCents(budget.toBeBudgetedRollover) || newFrom !== from) {
          await bumpVersion(tx, ledgerId, budget._id, {
            toBeBudgetedRolloverCents: cents,
            rolloverFrom: newFrom,
          });
        }
        current = { ...budget, toBeBudgetedRollover: fromCents(cents) };
      }
      previous = current;
    }
    return getBudget(tx, ledgerId, id);
  });
}
