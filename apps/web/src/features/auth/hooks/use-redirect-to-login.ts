import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-context.ts';

/** How long the reset page shows its success before going to /login. */
const resetRedirectDelayMs = 3_000;

/**
 * After a reset, goes to /login once the delay has passed. A reset revokes every session, so a
 * token stored in this browser is dead: it is dropped (logout goes to /login itself) instead of
 * letting /login bounce the user into the app with it.
 */
export function useRedirectToLogin(active: boolean) {
  const navigate = useNavigate();
  const { token, logout } = useSession();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      if (token) logout();
      else void navigate('/login', { replace: true });
    }, resetRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [active, token, logout, navigate]);
}
