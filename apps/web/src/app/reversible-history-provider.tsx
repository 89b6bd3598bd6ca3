import { useState, type ReactNode } from 'react';
import { createReversibleHistory } from '../lib/reversible-history.ts';
import { ReversibleHistoryContext } from '../lib/reversible-history-context.ts';
import { useSelectedLedgerId } from '../lib/selected-ledger.ts';

/**
 * One undo list per ledger for the signed-in pages: switching ledger starts an empty one
 * (another ledger's changes are not this one's to take back), and signing out drops it with
 * the shell.
 */
export function ReversibleHistoryProvider({ children }: { children: ReactNode }) {
  const ledgerId = useSelectedLedgerId();
  const [kept, setKept] = useState(() => ({ ledgerId, history: createReversibleHistory() }));
  let current = kept;
  if (kept.ledgerId !== ledgerId) {
    current = { ledgerId, history: createReversibleHistory() };
    setKept(current);
  }
  return (
    <ReversibleHistoryContext.Provider value={current.history}>
      {children}
    </ReversibleHistoryContext.Provider>
  );
}
