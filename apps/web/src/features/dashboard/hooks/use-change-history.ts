import { useCallback, useReducer } from 'react';
import { emptyHistory, historyReducer, type HistoryEntry } from '../lib/change-history.ts';

/** The undo and redo lists of docs/product/dashboard.md. */
export function useChangeHistory() {
  const [state, dispatch] = useReducer(historyReducer, emptyHistory);
  const record = useCallback(
    (entries: HistoryEntry[]) => dispatch({ type: 'record', entries }),
    [],
  );
  const markUndone = useCallback(() => dispatch({ type: 'undone' }), []);
  const markRedone = useCallback(() => dispatch({ type: 'redone' }), []);
  return { state, record, markUndone, markRedone };
}

export type ChangeHistory = ReturnType<typeof useChangeHistory>;
