import { removeToken } from './storage.ts';

type AuthHandlers = {
  /** A 401: the session is over. */
  onUnauthorized: () => void;
  /** A 423: the account is locked. */
  onLocked: () => void;
};

// Full-page fallbacks for calls made before the session provider registers its router-aware ones.
const defaults: AuthHandlers = {
  onUnauthorized: () => {
    removeToken();
    window.location.assign('/login');
  },
  onLocked: () => {
    removeToken();
    window.location.assign('/login?error=account_locked');
  },
};

let handlers: AuthHandlers = defaults;

export function setAuthHandlers(next: AuthHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = defaults;
  };
}

export function notifyUnauthorized(): void {
  handlers.onUnauthorized();
}

export function notifyLocked(): void {
  handlers.onLocked();
}
