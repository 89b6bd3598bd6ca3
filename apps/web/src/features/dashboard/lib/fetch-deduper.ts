/** A budget fetch for the same key within 100 ms, or while one is in flight, is skipped. */
const BUDGET_FETCH_DEDUP_MS = 100;

export function createFetchDeduper(windowMs = BUDGET_FETCH_DEDUP_MS, now: () => number = Date.now) {
  const lastStarted = new Map<string, number>();
  return function shouldFetch(key: string, inFlight: boolean): boolean {
    const time = now();
    const previous = lastStarted.get(key);
    if (inFlight || (previous !== undefined && time - previous < windowMs)) return false;
    lastStarted.set(key, time);
    return true;
  };
}
