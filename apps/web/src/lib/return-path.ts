type FromState = { from?: { pathname?: unknown; search?: unknown } } | null;

/**
 * Where a signed-out visit of a protected page was headed (ProtectedRoute keeps it in
 * router state), so a mailed link such as an invitation opens after signing in; else
 * `fallback`. Only a path of this app: never '//host' or an absolute address.
 */
export function returnPath(state: unknown, fallback = '/dashboard'): string {
  const from = (state as FromState)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  const search = typeof from?.search === 'string' ? from.search : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login') {
    return fallback;
  }
  return `${pathname}${search}`;
}
