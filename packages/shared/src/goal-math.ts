import { budgetMonthOf, DEFAULT_MONTH_START_DAY } from './budget-month.ts';
import { fromCents } from './money.ts';

/**
 * Savings goal arithmetic (plan ahead, docs/product/plan.md), in integer cents. A goal's progress is
 * everything saved into its savings category; the months left count the
 * current month and the target's month, so a goal due this month needs the
 * whole remainder now.
 */
export interface GoalInput {
  targetCents: number;
  /** 'YYYY-MM-DD' or null. */
  targetDate: string | null;
  savedCents: number;
  /** What was saved into the category in this month and the two before, in all. */
  savedLast3MonthsCents: number;
}

export interface GoalProgress {
  saved: number;
  remaining: number;
  /** Dollars a month still needed to reach the target by its date; null without a date. */
  monthlyNeeded: number | null;
  /** Reached, or saving (on average over 3 months) at least the monthly amount needed; null without a date. */
  onTrack: boolean | null;
  reached: boolean;
  /** saved / target, 0-100. */
  percent: number;
  monthsLeft: number | null;
}

/** Months from `today`'s month to the target's month ('YYYY-MM…'), both counted; at least 1. */
export function monthsLeft(today: string, targetDate: string): number {
  const months =
    (Number(targetDate.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    (Number(targetDate.slice(5, 7)) - Number(today.slice(5, 7)));
  return Math.max(1, months + 1);
}

/** Whole cents rounded up: the amount that reaches the target, never a cent short. */
const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/**
 * `startDay` is the day the ledger's budget month starts on (budget-month.ts): the months
 * left are budget months, so with 25 a goal due on the 26th is due in the next month's budget.
 */
export function goalProgress(
  goal: GoalInput,
  today: string,
  startDay: number = DEFAULT_MONTH_START_DAY,
): GoalProgress {
  const remainingCents = Math.max(0, goal.targetCents - goal.savedCents);
  const reached = remainingCents === 0;
  const percent =
    goal.targetCents <= 0 ? 100 : Math.min(100, (goal.savedCents / goal.targetCents) * 100);
  const base = {
    saved: fromCents(goal.savedCents),
    remaining: fromCents(remainingCents),
    reached,
    percent: Math.max(0, percent),
  };
  if (goal.targetDate === null) {
    return { ...base, monthlyNeeded: null, onTrack: reached ? true : null, monthsLeft: null };
  }
  const left = monthsLeft(
    budgetMonthOf(`${today.slice(0, 10)}T00:00:00Z`, startDay),
    budgetMonthOf(`${goal.targetDate.slice(0, 10)}T00:00:00Z`, startDay),
  );
  const neededCents = ceilDiv(remainingCents, left);
  const pastDue = goal.targetDate < today;
  // The pace of the last three months, against what each month now needs.
  const pace = goal.savedLast3MonthsCents / 3;
  const onTrack = reached || (!pastDue && pace >= neededCents);
  return { ...base, monthlyNeeded: fromCents(neededCents), onTrack, monthsLeft: left };
}
