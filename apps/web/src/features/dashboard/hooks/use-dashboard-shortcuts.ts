import { useEffect, useRef } from 'react';
import { historyKeyOf } from '../../../lib/history-keys.ts';
import { isEditableTarget } from '../../../lib/is-editable-target.ts';

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
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isEditableTarget(event.target)) return;
      const key = event.key.toLowerCase();
      const mod = event.ctrlKey || event.metaKey;
      const act = (handler: () => void) => {
        event.preventDefault();
        handler();
      };
      const history = historyKeyOf(event);
      if (!mod && !event.altKey && key === 'm') act(latest.current.openMonthPicker);
      else if (event.ctrlKey && !event.altKey && !event.shiftKey && key === 'b')
        act(latest.current.balanceAll);
      else if (history) act(latest.current[history]);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
