import type { BudgetCategory, CategoryType } from './category.ts';
import { fromCents, toCents } from './money.ts';

/**
 * Derived values per budget and the progress thresholds (docs/product/dashboard.md). Sums
 * are taken in integer cents so 0.1 + 0.2 is 0.3 and zero is exactly zero.
 */
type Amounts = Pick<BudgetCategory, 'type' | 'budgetedAmount' | 'actualAmount'>;

const sumCents = (categories: readonly Amounts[], pick: (category: Amounts) => number): number =>
  categories.reduce((total, category) => total + toCents(pick(category)), 0);

const ofType = (categories: readonly Amounts[], type: CategoryType) =>
  categories.filter((category) => category.type === type);

const isBudgetable = (category: Amounts) =>
  category.type === 'expense' || category.type === 'savings';

export interface TotalsByType {
  totalIncome: number;
  totalExpenses: number;
  totalSavings: number;
}

/** Sums of actualAmount per type. */
export function totalsByType(categories: readonly Amounts[]): TotalsByType {
  const actual = (type: CategoryType) =>
    fromCents(sumCents(ofType(categories, type), (c) => c.actualAmount));
  return {
    totalIncome: actual('income'),
    totalExpenses: actual('expense'),
    totalSavings: actual('savings'),
  };
}

/** Budgeted amounts of expense and savings categories; income is never budgeted. */
export function totalBudgeted(categories: readonly Amounts[]): number {
  return fromCents(sumCents(categories.filter(isBudgetable), (c) => c.budgetedAmount));
}

/** Sum of every category's actualAmount. */
export function totalActual(categories: readonly Amounts[]): number {
  return fromCents(sumCents(categories, (c) => c.actualAmount));
}

/** income − expenses − savings */
export function netIncome(categories: readonly Amounts[]): number {
  const { totalIncome, totalExpenses, totalSavings } = totalsByType(categories);
  return fromCents(toCents(totalIncome) - toCents(totalExpenses) - toCents(totalSavings));
}

export type NetIncomeState = 'Positive' | 'Negative';

export function netIncomeState(net: number): NetIncomeState {
  return toCents(net) >= 0 ? 'Positive' : 'Negative';
}

export function netIncomeMessage(net: number): string {
  return netIncomeState(net) === 'Positive'
    ? 'Your finances are on track this month!'
    : 'Consider reviewing your spending categories.';
}

export interface BudgetAmounts {
  categories: readonly Amounts[];
  toBeBudgetedRollover?: number | null;
}

/** income actual + rollover − totalBudgeted */
export function toBeBudgeted(budget: BudgetAmounts): number {
  const income = sumCents(ofType(budget.categories, 'income'), (c) => c.actualAmount);
  const rollover = toCents(budget.toBeBudgetedRollover ?? 0);
  return fromCents(income + rollover - toCents(totalBudgeted(budget.categories)));
}

export type ToBeBudgetedState = 'Over Budget' | 'Needs Allocation' | 'All Allocated';

export function toBeBudgetedState(amount: number): ToBeBudgetedState {
  const cents = toCents(amount);
  if (cents < 0) return 'Over Budget';
  if (cents > 0) return 'Needs Allocation';
  return 'All Allocated';
}

/** Savings actual as a percent of income actual; 0 when there is no income. */
export function savingsRate(categories: readonly Amounts[]): number {
  const { totalIncome, totalSavings } = totalsByType(categories);
  if (toCents(totalIncome) <= 0) return 0;
  return (toCents(totalSavings) / toCents(totalIncome)) * 100;
}

export function savingsRateMessage(rate: number): string {
  if (rate >= 20) return 'Excellent savings rate!';
  if (rate >= 10) return 'Good progress on savings!';
  if (rate > 0) return 'Building your savings habit!';
  return 'Start your savings journey today!';
}

/** Expense + savings actual as a percent of totalBudgeted; 0 when nothing is budgeted. */
export function budgetProgress(categories: readonly Amounts[]): number {
  const budgeted = toCents(totalBudgeted(categories));
  if (budgeted <= 0) return 0;
  return (sumCents(categories.filter(isBudgetable), (c) => c.actualAmount) / budgeted) * 100;
}

export type ProgressColor = 'error' | 'success' | 'warning' | 'primary';

/**
 * Above 100% error, exactly 100% success, 90% or more warning, else primary.
 * With nothing budgeted, any spending is over budget (error) and none is primary.
 */
export function categoryProgressColor(actual: number, budgeted: number): ProgressColor {
  const a = toCents(actual);
  const b = toCents(budgeted);
  if (b <= 0) return a > 0 ? 'error' : 'primary';
  if (a > b) return 'error';
  if (a === b) return 'success';
  if (a * 10 >= b * 9) return 'warning';
  return 'primary';
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Bar fill for a category: actual / budgeted, clamped to 0–100 (full when spent with nothing budgeted). */
export function categoryProgressPercent(actual: number, budgeted: number): number {
  const a = toCents(actual);
  const b = toCents(budgeted);
  if (b <= 0) return a > 0 ? 100 : 0;
  return clampPercent((a / b) * 100);
}

/** (actual − budgeted) / budgeted × 100 + 100, clamped to 0–100. */
export function savingsProgress(actual: number, budgeted: number): number {
  const a = toCents(actual);
  const b = toCents(budgeted);
  if (b <= 0) return a > 0 ? 100 : 0;
  return clampPercent(((a - b) / b) * 100 + 100);
}

/** The check mark: a goal that was set (above 0) and reached. */
export function savingsGoalReached(actual: number, budgeted: number): boolean {
  const b = toCents(budgeted);
  return b > 0 && toCents(actual) >= b;
}

const shareOf = (categories: readonly Amounts[], passes: (c: Amounts) => boolean): number =>
  categories.length === 0 ? 0 : (categories.filter(passes).length / categories.length) * 100;

/** Percent of expense categories at or under budget; 0 when there are none. */
export function expenseControl(categories: readonly Amounts[]): number {
  return shareOf(
    ofType(categories, 'expense'),
    (c) => toCents(c.actualAmount) <= toCents(c.budgetedAmount),
  );
}

/** Percent of savings categories at or above budget; 0 when there are none. */
export function savingsGoals(categories: readonly Amounts[]): number {
  return shareOf(
    ofType(categories, 'savings'),
    (c) => toCents(c.actualAmount) >= toCents(c.budgetedAmount),
  );
}
