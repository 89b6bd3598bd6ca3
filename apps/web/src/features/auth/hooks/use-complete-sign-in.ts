import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-context.ts';

/** Stores a freshly issued token and goes to /dashboard (spec section 4, login and register). */
export function useCompleteSignIn(): (token: string) => void {
  const { login } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (token: string) => {
      login(token);
      void navigate('/dashboard', { replace: true });
    },
    [login, navigate],
  );
}
