import type { Budget, BudgetCategoryInput } from '@elevate/shared/schemas/budgets';
import { budgetMonthInputValue } from './create-budget-draft.ts';

type Amounts = Pick<BudgetCategoryInput, 'name' | 'type' | 'budgetedAmount'>;

/** The budget already made for a month input's value ('YYYY-MM'), if any. */
export function budgetForMonth(budgets: readonly Budget[], monthInput: string): Budget | null {
  return budgets.find((budget) => budgetMonthInputValue(budget.month) === monthInput) ?? null;
}

/** 'YYYY-MM' of the month before; '' for an empty or malformed input. */
export function previousMonthInput(monthInput: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(monthInput);
  if (!match) return '';
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month === 1
    ? `${year - 1}-12`
    : `${String(year).padStart(4, '0')}-${String(month - 1).padStart(2, '0')}`;
}

const sameCategory = (a: Amounts, b: Amounts) =>
  a.type === b.type && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * The draft with each expense and savings row's budgeted amount taken from the row of the
 * same name and type in `source`; rows it does not have keep theirs. Income is never
 * budgeted (docs/product/budgets.md), so it is left alone.
 */
export function copyAmounts(
  draft: readonly BudgetCategoryInput[],
  source: readonly Amounts[],
): BudgetCategoryInput[] {
  return draft.map((row) => {
    if (row.type === 'income') return row;
    const match = source.find((candidate) => sameCategory(candidate, row));
    return match ? { ...row, budgetedAmount: match.budgetedAmount } : row;
  });
}
