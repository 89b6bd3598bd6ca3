import { useCallback } from 'react';
import {
  applyReorder,
  balanceAll,
  setBudgetedAmount,
  toBeBudgeted,
  type CategoryRef,
  type CategoryType,
  type RaisedCategory,
} from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { updateBudget } from '../../../entities/budgets/update-budget.ts';
import { listOrder, withCategories } from '../lib/budget-view.ts';
import type { BudgetOp } from '../lib/budget-write-queue.ts';
import type { ChangeHistory } from './use-change-history.ts';

type Deps = {
  budget: Budget | null | undefined;
  enqueue: (op: BudgetOp) => Promise<boolean>;
  record: ChangeHistory['record'];
};

const setAmounts =
  (raised: readonly RaisedCategory[], to: 'oldAmount' | 'newAmount') => (budget: Budget) =>
    withCategories(
      budget,
      raised.reduce((categories, r) => setBudgetedAmount(categories, r, r[to]), budget.categories),
    );

/** A budget amount set and saved as categories + totalBudgeted; undo/redo use the full-budget shape. */
export function budgetAmountOp(
  raised: readonly RaisedCategory[],
  to: 'oldAmount' | 'newAmount',
  shape: 'categories' | 'full',
): BudgetOp {
  return { apply: setAmounts(raised, to), commit: (next) => updateBudget(next, shape) };
}

const historyEntries = (raised: readonly RaisedCategory[]) =>
  raised.map((r) => ({
    kind: 'budget_amount' as const,
    categoryName: r.name,
    categoryType: r.type,
    oldAmount: r.oldAmount,
    newAmount: r.newAmount,
    timestamp: Date.now(),
  }));

/** Inline budgeted-amount edit, Balance All and category reorder (docs/product/dashboard.md). */
export function useBudgetChanges({ budget, enqueue, record }: Deps) {
  const saveRaised = useCallback(
    async (raised: RaisedCategory[]): Promise<boolean> => {
      if (raised.length === 0) return true;
      const saved = await enqueue(budgetAmountOp(raised, 'newAmount', 'categories'));
      if (saved) record(historyEntries(raised));
      return saved;
    },
    [enqueue, record],
  );

  /** Answers whether the amount was saved (an unchanged one counts as saved). */
  const editBudgetedAmount = useCallback(
    async (category: CategoryRef & { budgetedAmount: number }, newAmount: number) => {
      if (newAmount === category.budgetedAmount) return true;
      return saveRaised([
        { name: category.name, type: category.type, oldAmount: category.budgetedAmount, newAmount },
      ]);
    },
    [saveRaised],
  );

  const balance = useCallback(() => {
    if (!budget) return;
    const unassigned = toBeBudgeted(budget);
    if (unassigned <= 0) return;
    void saveRaised(balanceAll(listOrder(budget.categories), unassigned).raised);
  }, [budget, saveRaised]);

  const reorder = useCallback(
    (type: CategoryType, fromIndex: number, toIndex: number) => {
      if (fromIndex === toIndex) return;
      void enqueue({
        apply: (b) => withCategories(b, applyReorder(b.categories, type, fromIndex, toIndex)),
        commit: (next) => updateBudget(next, 'categories'),
      });
    },
    [enqueue],
  );

  return { editBudgetedAmount, balanceAll: balance, reorder };
}
