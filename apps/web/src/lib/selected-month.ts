import { useSyncExternalStore } from 'react';

/**
 * The month selected on the dashboard ('YYYY-MM', UTC), shared with the
 * Transactions page, which opens on it (docs/product/web-client.md). Kept for the tab's life
 * like the dashboard's own state was: a reload starts again at the current
 * month (docs/product/web-client.md).
 */
let chosen: string | null = null;
const listeners = new Set<() => void>();

const currentMonth = () => new Date().toISOString().slice(0, 7);

export function getSelectedMonth(): string {
  return chosen ?? currentMonth();
}

/** `month`: 'YYYY-MM', or any date or ISO string in that month. */
export function setSelectedMonth(month: string | Date | null): void {
  const next = month === null ? null : new Date(month).toISOString().slice(0, 7);
  if (next === chosen) return;
  chosen = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The selected month and its setter, re-rendering every screen that shows it. */
export function useSelectedMonthKey(): [string, (month: string | Date) => void] {
  const month = useSyncExternalStore(subscribe, getSelectedMonth);
  return [month, setSelectedMonth];
}
