import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { ReversibleHistoryProvider } from '../app/reversible-history-provider.tsx';
import { routes } from '../app/routes.tsx';
import { setToken } from '../lib/storage.ts';

type Options = { token?: string; routeObjects?: RouteObject[] };

/** Renders the real app (or given routes) at `path`, optionally signed in with a stored token. */
export function renderApp(path: string, { token, routeObjects = routes }: Options = {}) {
  if (token) setToken(token);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders a page inside the app providers (theme, query client, notifications) and the
 * signed-in shell's undo list.
 */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  // A wrapper, so a rerender of another element keeps the same providers (and caches).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <ReversibleHistoryProvider>{children}</ReversibleHistoryProvider>
    </AppProviders>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
