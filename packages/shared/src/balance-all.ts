import type { BudgetCategory, CategoryType } from './category.ts';
import { fromCents, toCents } from './money.ts';

export interface RaisedCategory {
  name: string;
  type: CategoryType;
  oldAmount: number;
  newAmount: number;
}

export interface BalanceAllResult<T extends BudgetCategory> {
  categories: T[];
  /** Dollars moved from To Be Budgeted into budgets; totalBudgeted grows by this much. */
  assigned: number;
  /** One entry per raised category, in list order: the undo history entries. */
  raised: RaisedCategory[];
}

/**
 * Balance All (docs/product/README.md): when money is left to budget, raise each
 * over-budget expense or savings category, in list order, by its overage
 * (actual − budgeted) until the money runs out. The input is not changed.
 */
export function balanceAll<T extends BudgetCategory>(
  categories: readonly T[],
  toBeBudgeted: number,
): BalanceAllResult<T> {
  let remaining = toCents(toBeBudgeted);
  let assigned = 0;
  const raised: RaisedCategory[] = [];
  const next = categories.map((category) => {
    if (remaining <= 0 || category.type === 'income') return category;
    const budgeted = toCents(category.budgetedAmount);
    const overage = toCents(category.actualAmount) - budgeted;
    if (overage <= 0) return category;
    const raise = Math.min(overage, remaining);
    remaining -= raise;
    assigned += raise;
    const newAmount = fromCents(budgeted + raise);
    raised.push({
      name: category.name,
      type: category.type,
      oldAmount: category.budgetedAmount,
      newAmount,
    });
    return { ...category, budgetedAmount: newAmount };
  });
  return { categories: next, assigned: fromCents(assigned), raised };
}
