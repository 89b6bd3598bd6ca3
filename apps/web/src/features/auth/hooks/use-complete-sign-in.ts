import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session-context.ts';

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
