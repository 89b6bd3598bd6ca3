import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/** The token of a Google sign-in return (`?token=…&provider=google`), otherwise null. */
function providerToken(search: string): string | null {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  return token && params.get('provider') === 'google' ? token : null;
}

/**
 * Finishes a provider sign-in: stores the token, takes it out of the address bar and goes to
 * /dashboard. Without one it goes to `fallback` when given. True while a token is handled.
 */
export function useProviderSignIn(fallback?: string): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const token = providerToken(search);
  // StrictMode runs effects twice; the sign-in and its navigation happen once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    if (token) {
      handled.current = true;
      // At once, before the router moves on: the token must not stay in history or be copied.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      completeSignIn(token);
    } else if (fallback) {
      handled.current = true;
      void navigate(fallback, { replace: true });
    }
  }, [token, fallback, completeSignIn, navigate]);

  return token !== null;
}
