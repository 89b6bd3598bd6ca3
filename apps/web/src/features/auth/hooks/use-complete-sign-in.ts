import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-context.ts';

type FromState = { from?: { pathname?: unknown; search?: unknown } } | null;

/**
 * Where a signed-out visit of a protected page was headed (ProtectedRoute keeps it in
 * router state), so a mailed link such as an invitation opens after signing in.
 */
function returnPath(state: unknown): string {
  const from = (state as FromState)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  const search = typeof from?.search === 'string' ? from.search : '';
  // Only a path of this app: never '//host' or an absolute address.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login') {
    return '/dashboard';
  }
  return `${pathname}${search}`;
}

/** Stores a freshly issued token and goes back where the user was headed, else to /dashboard. */
export function useCompleteSignIn(): (token: string) => void {
  const { login } = useSession();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  return useCallback(
    (token: string) => {
      login(token);
      void navigate(returnPath(state), { replace: true });
    },
    [login, navigate, state],
  );
}
