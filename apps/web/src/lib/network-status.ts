/**
 * Whether the app can reach the server: the browser says it is offline, or the last API
 * call got no answer at all (a dead Wi-Fi, the server down: navigator.onLine stays true
 * then). Any answer, even an error status, proves the way is open again.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let lastCallFailed = false;
let watchingBrowser = false;

const notify = () => {
  for (const listener of listeners) listener();
};

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Called by the api client after each call: `reached` is false when no answer came. */
export function reportServerReached(reached: boolean): void {
  if (lastCallFailed === !reached) return;
  lastCallFailed = !reached;
  notify();
}

export function isOffline(): boolean {
  return !browserOnline() || lastCallFailed;
}

function watchBrowser(): void {
  if (watchingBrowser || typeof window === 'undefined') return;
  watchingBrowser = true;
  window.addEventListener('offline', notify);
  // Back online: the failed call is old news; the next one tells again.
  window.addEventListener('online', () => {
    lastCallFailed = false;
    notify();
  });
}

/** For useSyncExternalStore: called whenever isOffline() may have changed. */
export function subscribeToNetworkStatus(listener: Listener): () => void {
  watchBrowser();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
