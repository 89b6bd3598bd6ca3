import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-context.ts';

/** Stores a freshly issued token and goes to /dashboard (after login and registration alike). */
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
