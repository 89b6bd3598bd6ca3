/**
 * A new version of the app is installed and waiting (its service worker, decision 0059):
 * the shell offers it, and applies it only when the person asks, so that nothing they are
 * typing is lost to a reload they did not choose.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let applyUpdate: (() => void) | null = null;

export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** How to switch to the waiting version, or null when there is none. */
export function pendingUpdate(): (() => void) | null {
  return applyUpdate;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
