import { useSyncExternalStore } from 'react';
import { getStoredLedgerId, setStoredLedgerId } from './storage.ts';

/**
 * The ledger this tab works in (decision 0049): null is the personal ledger, for which
 * requests send no ledger header. Remembered per device for the next visit, but held
 * in memory per tab, so switching in another tab never redirects this tab's requests
 * while it still shows the other ledger's data.
 */
let selected: string | null | undefined;
const listeners = new Set<(id: string | null) => void>();

export function getSelectedLedgerId(): string | null {
  if (selected === undefined) selected = getStoredLedgerId();
  return selected;
}

/** Every listener runs before this returns, so caches are cleared before the next render. */
export function setSelectedLedgerId(id: string | null): void {
  if (id === getSelectedLedgerId()) return;
  selected = id;
  setStoredLedgerId(id);
  for (const listener of listeners) listener(id);
}

/** Forgets the tab's choice so the next read starts from storage again (sign-out, tests). */
export function resetSelectedLedger(): void {
  selected = undefined;
}

export function onSelectedLedgerChange(listener: (id: string | null) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The selected ledger's id (null: personal), re-rendering when it changes. */
export function useSelectedLedgerId(): string | null {
  return useSyncExternalStore(onSelectedLedgerChange, getSelectedLedgerId);
}
