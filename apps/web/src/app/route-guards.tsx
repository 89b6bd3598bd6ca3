import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPath } from '../lib/return-path.ts';
import { useSession } from '../lib/session-context.ts';
import { warmOnFirstInteraction } from './warm-signed-in-app.ts';

/**
 * /login, /register, /forgot-password: a stored token means the user is already in.
 * Once the person starts filling a form, what a sign-in leads to is fetched. Right after
 * a sign-in this redirect and the sign-in's own navigation race; both go where the
 * visit was headed (an invitation link, say), so whichever lands last changes nothing.
 */
export function PublicOnlyRoute() {
  const { token } = useSession();
  const state: unknown = useLocation().state;
  useEffect(() => (token ? undefined : warmOnFirstInteraction()), [token]);
  return token ? <Navigate to={returnPath(state, '/')} replace /> : <Outlet />;
}

/**
 * The app's own pages: without a token, sign in first and come back afterwards, unless
 * this tab signed out itself (then the next sign-in opens the dashboard, not this page).
 */
export function ProtectedRoute() {
  const { token, endedHere } = useSession();
  const location = useLocation();
  if (token) return <Outlet />;
  return <Navigate to="/login" replace state={endedHere ? null : { from: location }} />;
}
