import { createContext, useContext } from 'react';

/**
 * 'offline': the server could not be reached, and the user is signed in from the data this
 * device keeps for them (decision 0059) until it can be asked again.
 */
export type SessionStatus = 'checking' | 'authenticated' | 'offline' | 'unauthenticated';

export type SessionValue = {
  /** The stored bearer token; the route wrappers decide on its presence. */
  token: string | null;
  status: SessionStatus;
  /** Stores a freshly issued token: the user is signed in. */
  login: (token: string) => void;
  /** Tells the server, removes the token, clears cached data and goes to /login. */
  logout: () => void;
  /** Verifies the stored token (throttled to once per 5 s, never concurrent). */
  checkSession: () => Promise<void>;
  /**
   * The server refused this device's stored token (signed out elsewhere, or expired): the
   * login page says so until the next sign-in. Signing out here leaves it false.
   */
  signedOutByServer: boolean;
  /**
   * This tab ended the session itself (a sign-out, a locked account): the next sign-in
   * starts afresh rather than returning to the page signed out from.
   */
  endedHere: boolean;
};

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
}
