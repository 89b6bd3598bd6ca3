import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
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

/** Renders a component inside the app providers (theme, query client, notifications). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return { ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>), queryClient };
}
