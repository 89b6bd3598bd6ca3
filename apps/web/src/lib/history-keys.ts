import { usePageKeys } from './page-keys.ts';

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redoes (the dashboard's keys, everywhere). */
export function historyKeyOf(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** Undo and redo from the keyboard while the page is shown; never while typing in a field. */
export function useHistoryKeys(handlers: { undo: () => void; redo: () => void }) {
  usePageKeys((event) => {
    const direction = historyKeyOf(event);
    return direction ? handlers[direction] : undefined;
  });
}
