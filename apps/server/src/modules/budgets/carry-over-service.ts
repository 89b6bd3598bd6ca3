import type { Budget } from '@elevate/shared/schemas/budgets';
import type { CarryOver, CategoryCarryOverBody } from '@elevate/shared/schemas/plan-ahead';
import { categoryUniquenessKey, fromCents, toBeBudgeted, toCents } from '@elevate/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { budgets, categoryCarryOvers } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { BUDGET_NOT_FOUND, listBudgetsUpTo } from './budget-view.ts';

/**
 * What a month carries in, beside the budget's own totals (docs/product/plan.md, decision
 * 0027). Per category with 'Carry over' on: the last budget's unspent amount
 * (budgeted + what it carried in − actual; negative when overspent), chained
 * back through every earlier budget that holds the category. Computed on each
 * read from the stored months, so an edit in any earlier month shows at once.
 */
export async function carryOverOf(db: Db, ledgerId: string, id: string): Promise<CarryOver> {
  const [row] = await db
    .select({ month: budgets.month, from: budgets.rolloverFrom })
    .from(budgets)
    .where(and(eq(budgets.ledgerId, ledgerId), eq(budgets.id, id)));
  if (!row) throw notFound(BUDGET_NOT_FOUND);
  const chain = await listBudgetsUpTo(db, ledgerId, row.month);
  const budget = chain[chain.length - 1]!;
  const previous: Budget | undefined = chain[chain.length - 2];
  const flags = await db
    .select({ type: categoryCarryOvers.type, key: categoryCarryOvers.categoryKey })
    .from(categoryCarryOvers)
    .where(eq(categoryCarryOvers.ledgerId, ledgerId));
  const on = new Set(flags.map((f) => `${f.type}:${f.key}`));

  // carriedIn[key] after each month: what the next month receives.
  let carriedIn = new Map<string, number>();
  for (const month of chain.slice(0, -1)) {
    const next = new Map<string, number>();
    for (const c of month.categories) {
      const key = categoryUniquenessKey(c);
      if (c.type === 'income' || !on.has(key)) continue;
      const unspent =
        toCents(c.budgetedAmount) + (carriedIn.get(key) ?? 0) - toCents(c.actualAmount);
      next.set(key, unspent);
    }
    carriedIn = next;
  }
  return {
    rollover: row.from
      ? {
          from: `${row.from}T00:00:00.000Z`,
          carried: budget.toBeBudgetedRollover,
          sourceNow: previous ? toBeBudgeted(previous) : 0,
        }
      : null,
    categories: budget.categories
      .filter((c) => c.type !== 'income')
      .map((c) => {
        const key = categoryUniquenessKey(c);
        const carried = on.has(key) ? (carriedIn.get(key) ?? 0) : 0;
        return {
          name: c.name,
          type: c.type,
          carryOver: on.has(key),
          carried: fromCents(carried),
          available: fromCents(toCents(c.budgetedAmount) + carried - toCents(c.actualAmount)),
        };
      }),
  };
}

/** Turns 'Carry over' on or off for a category, in every month of the ledger. */
export async function setCategoryCarryOver(
  db: Db,
  ledgerId: string,
  body: CategoryCarryOverBody,
): Promise<CategoryCarryOverBody> {
  const categoryKey = body.name.toLowerCase();
  if (body.carryOver) {
    await db
      .insert(categoryCarryOvers)
      .values({ ledgerId, type: body.type, categoryKey })
      .onConflictDoNothing();
  } else {
    await db
      .delete(categoryCarryOvers)
      .where(
        and(
          eq(categoryCarryOvers.ledgerId, ledgerId),
          eq(categoryCarryOvers.type, body.type),
          eq(categoryCarryOvers.categoryKey, categoryKey),
        ),
      );
  }
  return body;
}
