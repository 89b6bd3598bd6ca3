import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReversibleChange, ReversibleHistory } from './reversible-history.ts';

export const ReversibleHistoryContext = createContext<ReversibleHistory | null>(null);

function useHistoryStore(): ReversibleHistory {
  const history = useContext(ReversibleHistoryContext);
  if (!history) throw new Error('useReversibleHistory must be used within its provider');
  return history;
}

/** Records a change the Undo button can take back (no re-render on history changes). */
export function useRecordChange(): (change: ReversibleChange) => void {
  const history = useHistoryStore();
  return useCallback((change) => history.record(change), [history]);
}

/** The undo and redo lists with the steps that walk them. */
export function useReversibleHistory() {
  const history = useHistoryStore();
  const state = useSyncExternalStore(history.subscribe, history.getState);
  return { state, undo: history.undo, redo: history.redo };
}
