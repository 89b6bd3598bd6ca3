import { historyKeyOf } from '../../../lib/history-keys.ts';
import { usePageKeys } from '../../../lib/page-keys.ts';

export type ShortcutHandlers = {
  openMonthPicker: () => void;
  balanceAll: () => void;
  undo: () => void;
  redo: () => void;
};

/**
 * Shortcuts (docs/product/dashboard.md): M month picker, Ctrl+B balance all, Ctrl/Cmd+Z undo,
 * Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redo. None acts while typing in a field.
 */
export function useDashboardShortcuts(handlers: ShortcutHandlers) {
  usePageKeys((event) => {
    const key = event.key.toLowerCase();
    const mod = event.ctrlKey || event.metaKey;
    const history = historyKeyOf(event);
    if (!mod && !event.altKey && key === 'm') return handlers.openMonthPicker;
    if (event.ctrlKey && !event.altKey && !event.shiftKey && key === 'b')
      return handlers.balanceAll;
    return history ? handlers[history] : undefined;
  });
}
