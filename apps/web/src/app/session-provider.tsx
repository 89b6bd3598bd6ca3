import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error.ts';
import { setAuthHandlers } from '../lib/auth-events.ts';
import { resetSelectedLedger } from '../lib/selected-ledger.ts';
import { getToken, removeToken, setToken, storageKeys } from '../lib/storage.ts';
import { SessionContext, type SessionStatus, type SessionValue } from '../lib/session-context.ts';

/**
 * The session calls go through the shared contract, whose schemas (zod) /login does not
 * otherwise need: loaded when first used (a stored token, a sign-out), not with the page.
 */
const sessionCalls = () => import('../entities/user/session.ts');

const sessionCheckThrottleMs = 5_000;

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState(getToken);
  const [status, setStatus] = useState<SessionStatus>(() =>
    getToken() ? 'checking' : 'unauthenticated',
  );
  const checking = useRef(false);
  const lastCheckAt = useRef(-Infinity);
  const [signedOutByServer, setSignedOutByServer] = useState(false);
  const [endedHere, setEndedHere] = useState(false);

  /** Drops the token and every cached answer at once, so nothing of the account stays on screen. */
  const dropSession = useCallback(() => {
    if (getToken() !== null) setSignedOutByServer(true);
    removeToken();
    resetSelectedLedger();
    setTokenState(null);
    setStatus('unauthenticated');
    queryClient.clear();
  }, [queryClient]);

  const endSession = useCallback(
    (to: string) => {
      setEndedHere(true);
      removeToken();
      resetSelectedLedger();
      setTokenState(null);
      setStatus('unauthenticated');
      queryClient.clear();
      void navigate(to);
    },
    [navigate, queryClient],
  );

  /** A 401 on any call: the first one of a stored token tells the login page why. */
  const sessionRefused = useCallback(() => {
    dropSession();
    void navigate('/login');
  }, [dropSession, navigate]);

  const checkSession = useCallback(async () => {
    const stored = getToken();
    if (!stored) {
      setTokenState(null);
      setStatus('unauthenticated');
      return;
    }
    if (checking.current || Date.now() - lastCheckAt.current < sessionCheckThrottleMs) return;
    checking.current = true;
    lastCheckAt.current = Date.now();
    try {
      // A 401 here drops the token without navigating: public pages stay where they are,
      // protected ones are sent to /login by their wrapper.
      await (await sessionCalls()).verifySession();
      setTokenState(stored);
      setStatus('authenticated');
    } catch (error) {
      // A 423 (account locked) ends the session wherever it comes from, with the lock's message.
      if (isApiError(error) && error.status === 423) endSession('/login?error=account_locked');
      if (isApiError(error) && error.status === 401) dropSession();
      // Other failures (offline, server down) keep the token; the next check decides.
    } finally {
      checking.current = false;
    }
  }, [dropSession, endSession]);

  const login = useCallback((next: string) => {
    setSignedOutByServer(false);
    setEndedHere(false);
    setToken(next);
    setTokenState(next);
    setStatus('authenticated');
    lastCheckAt.current = Date.now();
  }, []);

  const logout = useCallback(() => {
    // Read before endSession removes it: the call names the session to revoke.
    const token = getToken();
    void sessionCalls()
      .then(({ logout: endServerSession }) => endServerSession(token))
      .catch(() => undefined);
    endSession('/login');
  }, [endSession]);

  useEffect(
    () =>
      setAuthHandlers({
        onUnauthorized: sessionRefused,
        onLocked: () => endSession('/login?error=account_locked'),
      }),
    [endSession, sessionRefused],
  );

  useEffect(() => {
    if (status !== 'authenticated') void checkSession();
  }, [pathname, status, checkSession]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkSession();
    };
    // Another tab signing in or out changes the stored token.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.token) return;
      setTokenState(getToken());
      setStatus(getToken() ? 'checking' : 'unauthenticated');
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [checkSession]);

  const value = useMemo<SessionValue>(
    () => ({ token, status, login, logout, checkSession, signedOutByServer, endedHere }),
    [token, status, login, logout, checkSession, signedOutByServer, endedHere],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
