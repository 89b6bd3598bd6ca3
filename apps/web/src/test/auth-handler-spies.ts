import { afterEach, beforeEach, vi } from 'vitest';
import { setAuthHandlers } from '../lib/auth-events.ts';
import { clearCsrfToken } from '../lib/csrf.ts';

/**
 * Fresh CSRF cache and spy 401/423 handlers around every test of the calling file;
 * the spies are returned so tests can assert the session was ended or locked.
 */
export function installAuthHandlerSpies() {
  const onUnauthorized = vi.fn();
  const onLocked = vi.fn();
  let restore: () => void = () => {};
  beforeEach(() => {
    clearCsrfToken();
    onUnauthorized.mockReset();
    onLocked.mockReset();
    restore = setAuthHandlers({ onUnauthorized, onLocked });
  });
  afterEach(() => restore());
  return { onUnauthorized, onLocked };
}
