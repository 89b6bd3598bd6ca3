import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setAuthHandlers } from '../lib/auth-events.ts';
import { resetSelectedLedger } from '../lib/selected-ledger.ts';
import { getCacheOwner, getToken, removeToken, setCacheOwner, setToken } from '../lib/storage.ts';
import { SessionContext, type SessionStatus, type SessionValue } from '../lib/session-context.ts';
import { sessionCheckOutcome } from './session-check.ts';
import { useSessionRechecks } from './use-session-rechecks.ts';

/**
 * The session calls go through the shared contract, whose schemas (zod) /login does not
 * otherwise need: loaded when first used (a stored token, a sign-out), not with the page.
 */
const sessionCalls = () => import('../entities/user/session.ts');

/** The device keeps nothing of an ended session (decision 0059); IndexedDB code loads then. */
const forgetOfflineData = () =>
  void import('../lib/query-persister.ts').then(({ clearPersistedQueries }) =>
    clearPersistedQueries(),
  );

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
    forgetOfflineData();
  }, [queryClient]);

  const endSession = useCallback(
    (to: string) => {
      setEndedHere(true);
      removeToken();
      resetSelectedLedger();
      setTokenState(null);
      setStatus('unauthenticated');
      queryClient.clear();
      forgetOfflineData();
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
      const outcome = sessionCheckOutcome(error, getCacheOwner());
      // A 423 (account locked) ends the session wherever it comes from, with the lock's message.
      if (outcome === 'locked') endSession('/login?error=account_locked');
      if (outcome === 'signed-out') dropSession();
      if (outcome === 'offline') setStatus('offline');
      // Other failures (no saved data, server down) keep the token; the next check decides.
    } finally {
      checking.current = false;
    }
  }, [dropSession, endSession]);

  const login = useCallback((next: string) => {
    setSignedOutByServer(false);
    setEndedHere(false);
    // Whose session this is shows once GET /api/auth/user answers (app/persisted-session.tsx).
    setCacheOwner(null);
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

  const checkNow = useCallback(() => {
    lastCheckAt.current = -Infinity;
    void checkSession();
  }, [checkSession]);
  const onStoredTokenChange = useCallback(() => {
    setTokenState(getToken());
    setStatus(getToken() ? 'checking' : 'unauthenticated');
  }, []);
  useSessionRechecks({
    onVisible: checkSession,
    onOnline: checkNow,
    onStoredTokenChange,
  });

  const value = useMemo<SessionValue>(
    () => ({ token, status, login, logout, checkSession, signedOutByServer, endedHere }),
    [token, status, login, logout, checkSession, signedOutByServer, endedHere],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
