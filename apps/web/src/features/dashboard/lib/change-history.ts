import type { CategoryType } from '@elevate/shared';
import type { SplitPart } from '@elevate/shared/schemas/splits';

/** Change-history entries (docs/product/dashboard.md). */
export type TransactionCategoryChange = {
  kind: 'transaction_category';
  transactionId: string;
  /** null for a split: its parts (oldSplits, newSplits) hold the categories. */
  oldCategory: string | null;
  newCategory: string | null;
  /** The parts before and after (absent or [] when not split), so an undo restores them. */
  oldSplits?: SplitPart[];
  newSplits?: SplitPart[];
  timestamp: number;
};

export type BudgetAmountChange = {
  kind: 'budget_amount';
  categoryName: string;
  categoryType: CategoryType;
  oldAmount: number;
  newAmount: number;
  timestamp: number;
};

export type HistoryEntry = TransactionCategoryChange | BudgetAmountChange;

export type HistoryState = { undo: HistoryEntry[]; redo: HistoryEntry[] };

export type HistoryAction =
  { type: 'record'; entries: HistoryEntry[] } | { type: 'undone' } | { type: 'redone' };

export const emptyHistory: HistoryState = { undo: [], redo: [] };

/** A new change clears the redo list; an undo moves the last change onto it and a redo moves it back. */
export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'record':
      return action.entries.length === 0
        ? state
        : { undo: [...state.undo, ...action.entries], redo: [] };
    case 'undone': {
      const entry = state.undo.at(-1);
      return entry ? { undo: state.undo.slice(0, -1), redo: [...state.redo, entry] } : state;
    }
    case 'redone': {
      const entry = state.redo.at(-1);
      return entry ? { undo: [...state.undo, entry], redo: state.redo.slice(0, -1) } : state;
    }
  }
}
