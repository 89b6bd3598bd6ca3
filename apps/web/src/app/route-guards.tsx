import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session-context.ts';
import { warmOnFirstInteraction } from './warm-signed-in-app.ts';

/**
 * /login, /register, /forgot-password: a stored token means the user is already in.
 * Once the person starts filling a form, what a sign-in leads to is fetched.
 */
export function PublicOnlyRoute() {
  const { token } = useSession();
  useEffect(() => (token ? undefined : warmOnFirstInteraction()), [token]);
  return token ? <Navigate to="/" replace /> : <Outlet />;
}

/** The app's own pages: without a token, sign in first and come back afterwards. */
export function ProtectedRoute() {
  const { token } = useSession();
  const location = useLocation();
  return token ? <Outlet /> : <Navigate to="/login" replace state={{ from: location }} />;
}
