import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session-context.ts';

/** /login, /register, /forgot-password: a stored token means the user is already in. */
export function PublicOnlyRoute() {
  const { token } = useSession();
  return token ? <Navigate to="/" replace /> : <Outlet />;
}

/** The app's own pages: without a token, sign in first and come back afterwards. */
export function ProtectedRoute() {
  const { token } = useSession();
  const location = useLocation();
  return token ? <Outlet /> : <Navigate to="/login" replace state={{ from: location }} />;
}
