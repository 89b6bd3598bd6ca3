import { useCallback, useRef, useState } from 'react';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { fetchTransaction } from '../../../entities/transactions/get-transaction.ts';
import type { Filing } from '../../../entities/transactions/transaction-parts.ts';
import type { BudgetOp } from '../lib/budget-write-queue.ts';
import type { HistoryEntry } from '../lib/change-history.ts';
import { budgetAmountOp } from './use-budget-changes.ts';
import type { ChangeHistory } from './use-change-history.ts';
import { TRANSACTION_UNDO_REDO_EVENT } from './use-dashboard-transactions.ts';
import { transactionMoveOp } from './use-transaction-move.ts';

type Direction = 'undo' | 'redo';

type Deps = {
  history: ChangeHistory;
  enqueue: (op: BudgetOp) => Promise<boolean>;
  /** Another save is running: undo and redo wait for it (docs/product/dashboard.md). */
  busy: boolean;
};

async function revertOrReapply(
  entry: HistoryEntry,
  direction: Direction,
  enqueue: Deps['enqueue'],
  monthStartDay: number,
) {
  if (entry.kind === 'budget_amount') {
    const raised = [
      {
        name: entry.categoryName,
        type: entry.categoryType,
        oldAmount: entry.oldAmount,
        newAmount: entry.newAmount,
      },
    ];
    return enqueue(
      budgetAmountOp(raised, direction === 'undo' ? 'oldAmount' : 'newAmount', 'full'),
    );
  }
  const category = direction === 'undo' ? entry.oldCategory : entry.newCategory;
  const splits = (direction === 'undo' ? entry.oldSplits : entry.newSplits) ?? [];
  // A split's undo restores its parts; an entry from before splits names one category.
  const target: Filing =
    category === null && splits.length > 0
      ? { category: null, splits }
      : { category: category ?? '', splits: [] };
  // The stored row, so the actuals move by its real amount and type.
  const transaction = await fetchTransaction(entry.transactionId);
  const saved = await enqueue(transactionMoveOp(transaction, target, monthStartDay));
  if (saved)
    window.dispatchEvent(new CustomEvent(TRANSACTION_UNDO_REDO_EVENT, { detail: { direction } }));
  return saved;
}

/** Server-backed undo and redo of docs/product/dashboard.md: one at a time, never while another save runs. */
export function useUndoRedo({ history, enqueue, busy }: Deps) {
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  const { state, markUndone, markRedone } = history;
  const monthStartDay = useMonthStartDay();

  const run = useCallback(
    async (direction: Direction) => {
      const entry = direction === 'undo' ? state.undo.at(-1) : state.redo.at(-1);
      if (!entry || busy || runningRef.current) return;
      runningRef.current = true;
      setRunning(true);
      try {
        const saved = await revertOrReapply(entry, direction, enqueue, monthStartDay);
        if (saved) (direction === 'undo' ? markUndone : markRedone)();
      } catch (error) {
        console.warn(`Failed to ${direction} the last change. Please try again later.`, error);
      } finally {
        runningRef.current = false;
        setRunning(false);
      }
    },
    [state, busy, enqueue, markUndone, markRedone, monthStartDay],
  );

  const disabled = busy || running;
  return {
    undo: useCallback(() => void run('undo'), [run]),
    redo: useCallback(() => void run('redo'), [run]),
    undoCount: state.undo.length,
    redoCount: state.redo.length,
    canUndo: !disabled && state.undo.length > 0,
    canRedo: !disabled && state.redo.length > 0,
  };
}

export type UndoRedo = ReturnType<typeof useUndoRedo>;
