import type { createBrowserRouter } from 'react-router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the lazy route modules of its first location, so a
 * render shows the page itself rather than the hydrate fallback.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
