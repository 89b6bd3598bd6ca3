import { translate } from '../lib/i18n/use-t.ts';
import { useNotify } from '../lib/notification-context.ts';
import { useHistoryKeys } from '../lib/history-keys.ts';
import type { HistoryDirection, StepOutcome } from '../lib/reversible-history.ts';
import { useReversibleHistory } from '../lib/reversible-history-context.ts';
import { HistoryButtons } from './history-buttons.tsx';

/** The bar's texts of each direction. */
const KEYS = {
  undo: {
    done: 'components.history.undone',
    dropped: 'components.history.couldNotUndo',
    failed: 'components.history.undoFailed',
  },
  redo: {
    done: 'components.history.redone',
    dropped: 'components.history.couldNotRedo',
    failed: 'components.history.redoFailed',
  },
} as const;

/**
 * What the bar says after a step, in the app's language; an idle step (nothing to do,
 * another running) says nothing.
 */
export function outcomeMessage(direction: HistoryDirection, outcome: StepOutcome) {
  const keys = KEYS[direction];
  switch (outcome.status) {
    case 'done':
      return { text: translate(keys.done, { label: outcome.label }), severity: 'success' as const };
    case 'dropped':
      return {
        text: translate(keys.dropped, { label: outcome.label, reason: outcome.reason }),
        severity: 'error' as const,
      };
    case 'failed':
      return { text: translate(keys.failed), severity: 'error' as const };
    case 'idle':
      return null;
  }
}

/**
 * Undo and Redo for the changes made on the Accounts and Transactions pages (accounts,
 * transfers, clearing), with the dashboard's keys. Each step says in the bar what it did.
 */
export function UndoRedoControls() {
  const { state, undo, redo } = useReversibleHistory();
  const notify = useNotify();
  const step = (direction: HistoryDirection) => async () => {
    const outcome = await (direction === 'undo' ? undo() : redo());
    const message = outcomeMessage(direction, outcome);
    if (message) notify(message.text, message.severity);
  };
  const onUndo = () => void step('undo')();
  const onRedo = () => void step('redo')();
  useHistoryKeys({ undo: onUndo, redo: onRedo });
  // Shown once there is something to take back: the pages' headers stay as they were until then.
  if (state.undo.length === 0 && state.redo.length === 0) return null;
  return (
    <HistoryButtons
      undoCount={state.undo.length}
      redoCount={state.redo.length}
      canUndo={!state.running && state.undo.length > 0}
      canRedo={!state.running && state.redo.length > 0}
      onUndo={onUndo}
      onRedo={onRedo}
      undoLabel={state.undo.at(-1)?.label}
      redoLabel={state.redo.at(-1)?.label}
    />
  );
}
