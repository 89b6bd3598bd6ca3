import { useEffect } from 'react';

/**
 * The dashboard's data failures are only logged, with the service-level text.
 * The query stays in its error state (nothing fake is cached), so it is fetched again
 * on the next mount, focus or reconnect.
 */
export function useLoggedFailure(error: Error | null, message: string) {
  useEffect(() => {
    if (error) console.warn(`${message} Please try again later.`, error);
  }, [error, message]);
}
