import { isApiError } from './api-error.ts';
import { translate } from './i18n/use-t.ts';

/**
 * Takes one change back through the API and answers the function that takes the revert back
 * (an undo answers its redo, and the redo answers the next undo). A revert that creates a row
 * anew (a deleted account, a transfer) knows the new row's id only then, which is why each
 * step hands over the next rather than one pair being fixed up front.
 */
export type Revert = () => Promise<Revert>;

/** One change on the undo or redo list; the label says what the change did. */
export type ReversibleChange = { label: string; revert: Revert };

/**
 * The data moved on since the change (edited again, reconciled, removed, here or by another
 * member of the ledger): taking the change back would overwrite that, so it is dropped.
 */
export class StaleChange extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'StaleChange';
  }
}

export type HistoryDirection = 'undo' | 'redo';

export type ReversibleState = {
  undo: readonly ReversibleChange[];
  redo: readonly ReversibleChange[];
  /** A revert is on its way: the next waits (one at a time, in order). */
  running: boolean;
};

export type StepOutcome =
  | { status: 'done'; label: string }
  | { status: 'dropped'; label: string; reason: string }
  | { status: 'failed'; label: string }
  | { status: 'idle' };

/** The oldest changes fall off beyond this many. */
export const HISTORY_LIMIT = 100;

const emptyState: ReversibleState = { undo: [], redo: [], running: false };

/** A refusal that will not pass on a retry: gone (404) or in conflict with what is there now (409). */
function staleReason(error: unknown): string | undefined {
  if (error instanceof StaleChange) return error.message;
  if (isApiError(error) && (error.status === 404 || error.status === 409))
    return error.msg ?? translate('lib.history.changedSince');
  return undefined;
}

const without = (list: readonly ReversibleChange[], change: ReversibleChange) =>
  list.filter((entry) => entry !== change);

/**
 * Undo and redo of changes made outside the dashboard (accounts, transfers, clearing), kept
 * for the page's lifetime in one ledger. A new change empties the redo list; a step that
 * fails for a passing reason (offline) stays to be tried again; a stale one is dropped.
 */
export function createReversibleHistory() {
  let state = emptyState;
  const listeners = new Set<() => void>();
  const set = (next: ReversibleState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function step(direction: HistoryDirection): Promise<StepOutcome> {
    const change = state[direction].at(-1);
    if (!change || state.running) return { status: 'idle' };
    const other: HistoryDirection = direction === 'undo' ? 'redo' : 'undo';
    set({ ...state, running: true });
    try {
      const next = await change.revert();
      const moved = { label: change.label, revert: next };
      set({
        ...state,
        [direction]: without(state[direction], change),
        [other]: [...state[other], moved].slice(-HISTORY_LIMIT),
        running: false,
      });
      return { status: 'done', label: change.label };
    } catch (error) {
      const reason = staleReason(error);
      if (reason === undefined) {
        set({ ...state, running: false });
        return { status: 'failed', label: change.label };
      }
      set({ ...state, [direction]: without(state[direction], change), running: false });
      return { status: 'dropped', label: change.label, reason };
    }
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    record: (change: ReversibleChange) => {
      set({ ...state, undo: [...state.undo, change].slice(-HISTORY_LIMIT), redo: [] });
    },
    undo: () => step('undo'),
    redo: () => step('redo'),
  };
}

export type ReversibleHistory = ReturnType<typeof createReversibleHistory>;
