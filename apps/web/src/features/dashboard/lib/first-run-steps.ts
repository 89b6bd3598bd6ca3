import { toBeBudgeted } from '@elevate/shared/budget-math';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { toCents } from '@elevate/shared/money';

/** What the dashboard knows once its first answers are in. */
export type FirstRunFacts = {
  /** Any month has a budget. */
  hasBudget: boolean;
  /** Transactions of the shown month (all months while there is no budget). */
  transactionCount: number;
  budget: Budget | null;
};

export type FirstRunSteps = { budget: boolean; transactions: boolean; assigned: boolean };

/**
 * The first-run checklist's three steps, read from real data only, so each ticks itself
 * off when the user has done it anywhere (dialog, import, Budgets page). 'Assign what is
 * left' counts once there was money to assign and none is left unassigned: a budget with
 * no income yet is not 'done' just because zero is left.
 */
export function firstRunSteps({
  hasBudget,
  transactionCount,
  budget,
}: FirstRunFacts): FirstRunSteps {
  const income = budget
    ? budget.categories
        .filter((c) => c.type === 'income')
        .reduce((sum, c) => sum + toCents(c.actualAmount), 0) +
      toCents(budget.toBeBudgetedRollover ?? 0)
    : 0;
  return {
    budget: hasBudget || budget !== null,
    transactions: transactionCount > 0,
    assigned: budget !== null && income > 0 && toCents(toBeBudgeted(budget)) === 0,
  };
}

export const allStepsDone = (steps: FirstRunSteps) =>
  steps.budget && steps.transactions && steps.assigned;
