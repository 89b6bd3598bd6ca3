import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useExchangeSignInCodeMutation } from '../api/exchange-sign-in-code.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

const FAILED = '/login?error=oauth_failed';

/**
 * The one-time code of a Google sign-in return (`?token=…&provider=google`; the documented
 * parameter name), otherwise null. It is never a session token itself (decision 0013).
 */
function providerCode(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = params.get('token');
  return code && params.get('provider') === 'google' ? code : null;
}

/**
 * Finishes a provider sign-in: takes the code out of the address bar, trades it for a
 * session token, stores that and goes to /dashboard. A code the server refuses (used,
 * expired, from another browser, or anything else put in a link) signs nobody in and ends
 * on /login?error=oauth_failed. Without a code it goes to `fallback` when given.
 * True while a code is handled.
 */
export function useProviderSignIn(fallback?: string): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync: exchange } = useExchangeSignInCodeMutation();
  const code = providerCode(search);
  // StrictMode runs effects twice; the exchange and its navigation happen once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    if (code) {
      handled.current = true;
      // At once, before the router moves on: the code must not stay in history or be copied.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      void exchange(code).then(
        (result) =>
          'token' in result
            ? completeSignIn(result.token)
            : // Two-factor on: the provider was the first step; /login asks for the second.
              navigate('/login', { replace: true, state: { twoStep: result } }),
        () => navigate(FAILED, { replace: true }),
      );
    } else if (fallback) {
      handled.current = true;
      void navigate(fallback, { replace: true });
    }
  }, [code, fallback, exchange, completeSignIn, navigate]);

  return code !== null;
}
