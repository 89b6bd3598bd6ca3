import { useSyncExternalStore } from 'react';
import { budgetMonthOf, DEFAULT_MONTH_START_DAY } from '@elevate/shared';

/**
 * The month selected on the dashboard ('YYYY-MM', UTC), shared with the
 * Transactions page, which opens on it (docs/product/web-client.md). Kept for the tab's life
 * like the dashboard's own state was: a reload starts again at the current
 * month (docs/product/web-client.md). Null until one is picked: the current month then
 * depends on the ledger's start day, so it is worked out when read.
 */
let chosen: string | null = null;
const listeners = new Set<() => void>();

/** Today's budget month in a ledger whose months start on `startDay` (1: the calendar month). */
const currentMonth = (startDay: number) => budgetMonthOf(new Date(), startDay);

export function getSelectedMonth(startDay: number = DEFAULT_MONTH_START_DAY): string {
  return chosen ?? currentMonth(startDay);
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

const getChosen = () => chosen;

/**
 * The selected month and its setter, re-rendering every screen that shows it. Nothing
 * picked yet: today's budget month of a ledger starting its months on `startDay`.
 */
export function useSelectedMonthKey(
  startDay: number = DEFAULT_MONTH_START_DAY,
): [string, (month: string | Date) => void] {
  const picked = useSyncExternalStore(subscribe, getChosen);
  return [picked ?? currentMonth(startDay), setSelectedMonth];
}
