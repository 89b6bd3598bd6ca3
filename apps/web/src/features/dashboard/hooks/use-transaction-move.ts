import { useCallback } from 'react';
import { isSameMonth, moveTransactionActuals } from '@elevate/shared';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { updateTransaction } from '../../../entities/transactions/update-transaction.ts';
import { withCategories } from '../lib/budget-view.ts';
import type { BudgetOp } from '../lib/budget-write-queue.ts';
import type { ChangeHistory } from './use-change-history.ts';

/** Saves the transaction under a new category while the budget shows both actuals moved. */
export function transactionMoveOp(transaction: Transaction, toCategory: string): BudgetOp {
  const move = {
    fromCategory: transaction.category,
    toCategory,
    type: transaction.type,
    amount: transaction.amount,
  };
  return {
    // An undo after switching months must not touch the actuals of a month the transaction is not in.
    apply: (budget) =>
      isSameMonth(budget.month, transaction.date)
        ? withCategories(budget, moveTransactionActuals(budget.categories, move))
        : budget,
    commit: async () => {
      const { date, description, amount, type, notes } = transaction;
      await updateTransaction({
        transaction,
        changes: { date, description, amount, type, category: toCategory, notes: notes ?? null },
      });
    },
    write: { kind: 'transactionUpdated', before: transaction, after: transaction },
  };
}

type Deps = {
  enqueue: (op: BudgetOp) => Promise<boolean>;
  record: ChangeHistory['record'];
  setListCategory: (transactionId: string, category: string) => void;
};

/** Moving transactions (docs/product/dashboard.md): optimistic in the list and the budget, reverted on failure. */
export function useTransactionMove({ enqueue, record, setListCategory }: Deps) {
  return useCallback(
    async (transaction: Transaction & { isDemo?: boolean }, toCategory: string) => {
      // The tour's demo row is never persisted.
      if (transaction.isDemo || transaction.category === toCategory) return;
      setListCategory(transaction._id, toCategory);
      const saved = await enqueue(transactionMoveOp(transaction, toCategory));
      if (!saved) {
        setListCategory(transaction._id, transaction.category);
        return;
      }
      record([
        {
          kind: 'transaction_category',
          transactionId: transaction._id,
          oldCategory: transaction.category,
          newCategory: toCategory,
          timestamp: Date.now(),
        },
      ]);
    },
    [enqueue, record, setListCategory],
  );
}
