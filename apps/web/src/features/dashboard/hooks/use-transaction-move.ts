import { useCallback } from 'react';
import { adjustActual } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import {
  categoryShares,
  filingOf,
  isSplit,
  partsOf,
  type Filing,
} from '../../../entities/transactions/transaction-parts.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { updateTransaction } from '../../../entities/transactions/update-transaction.ts';
import { countsInBudget, withCategories } from '../lib/budget-view.ts';
import type { BudgetOp } from '../lib/budget-write-queue.ts';
import type { ChangeHistory } from './use-change-history.ts';

/**
 * Where a drop on toCategory files the transaction: the whole of it (an unsplit row, or 'All
 * parts' of a split), or one part of a split, the others staying where they are.
 */
export function movedFiling(transaction: Transaction, toCategory: string, part?: number): Filing {
  const parts = partsOf(transaction);
  if (part === undefined || parts.length === 0) return { category: toCategory, splits: [] };
  return {
    category: null,
    splits: parts.map((p, i) => (i === part ? { ...p, category: toCategory } : p)),
  };
}

const sameFiling = (a: Filing, b: Filing) =>
  a.category === b.category &&
  a.splits.length === b.splits.length &&
  a.splits.every((part, i) => part.category === b.splits[i]?.category);

/** Each share of the transaction leaves its actual and each share of its new filing joins one. */
function refiled(
  categories: BudgetCategoryResponse[],
  transaction: Transaction,
  filing: Filing,
): BudgetCategoryResponse[] {
  const taken = categoryShares(transaction).reduce(
    (all, share) => adjustActual(all, share, -share.amount),
    categories,
  );
  return categoryShares({ ...transaction, ...filing }).reduce(
    (all, share) => adjustActual(all, share, share.amount),
    taken,
  );
}

/** Saves the transaction under its new filing while the budget shows the actuals moved. */
export function transactionMoveOp(
  transaction: Transaction,
  filing: Filing,
  monthStartDay = 1,
): BudgetOp {
  // The parts go when the row is or becomes split: [] files a split under one category again.
  const splitting = isSplit(transaction) || filing.splits.length > 0;
  return {
    // An undo after switching months must not touch the actuals of a month the transaction is not in.
    apply: (budget) =>
      countsInBudget(budget.month, transaction.date, monthStartDay)
        ? withCategories(budget, refiled(budget.categories, transaction, filing))
        : budget,
    commit: async () => {
      const { date, description, amount, type, notes } = transaction;
      const splits = filing.splits.map((part) => ({
        category: part.category,
        amount: part.amount,
        notes: part.notes,
      }));
      await updateTransaction({
        transaction,
        changes: {
          date,
          description,
          amount,
          type,
          category: filing.category,
          notes: notes ?? null,
          ...(splitting && { splits }),
        },
      });
    },
    write: { kind: 'transactionUpdated', before: transaction, after: transaction },
  };
}

type Deps = {
  enqueue: (op: BudgetOp) => Promise<boolean>;
  record: ChangeHistory['record'];
  setListFiling: (transactionId: string, filing: Filing) => void;
};

/**
 * Moving transactions (docs/product/dashboard.md): optimistic in the list and the budget,
 * reverted on failure. `part` moves one part of a split; without it the whole row moves.
 */
export function useTransactionMove({ enqueue, record, setListFiling }: Deps) {
  const monthStartDay = useMonthStartDay();
  return useCallback(
    async (transaction: Transaction & { isDemo?: boolean }, toCategory: string, part?: number) => {
      const before = filingOf(transaction);
      const after = movedFiling(transaction, toCategory, part);
      // The tour's demo row is never persisted.
      if (transaction.isDemo || sameFiling(before, after)) return;
      setListFiling(transaction._id, after);
      const saved = await enqueue(transactionMoveOp(transaction, after, monthStartDay));
      if (!saved) {
        setListFiling(transaction._id, before);
        return;
      }
      record([
        {
          kind: 'transaction_category',
          transactionId: transaction._id,
          oldCategory: before.category,
          newCategory: after.category,
          oldSplits: before.splits,
          newSplits: after.splits,
          timestamp: Date.now(),
        },
      ]);
    },
    [enqueue, record, setListFiling, monthStartDay],
  );
}
