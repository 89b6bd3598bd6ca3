/* eslint-disable elevate/no-untranslated-text -- probes standing in for other screens in tests, never shown to a reader */
import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { createQueryClient } from '../../../app/query-client.ts';
import { ProtectedRoute, PublicOnlyRoute } from '../../../app/route-guards.tsx';
import { SessionProvider } from '../../../app/session-provider.tsx';
import { createAppTheme } from '../../../lib/theme.ts';

/** Shows where the router ended up, so tests can assert redirects. */
function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p data-testid="location">
      {label} {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders one auth page at `url` in StrictMode with the real session provider and route
 * guards, so the page's calls, redirects and double effects behave as in the app.
 */
export function renderAuthPage(path: string, page: ReactElement, url: string) {
  const publicOnly = ['/login', '/register', '/forgot-password'].includes(path);
  const pageRoute = { path, element: page };
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          publicOnly ? { element: <PublicOnlyRoute />, children: [pageRoute] } : pageRoute,
          ...(path === '/login'
            ? []
            : [{ path: '/login', element: <LocationProbe label="Login page" /> }]),
          {
            element: <ProtectedRoute />,
            children: [
              { path: '/', element: <LocationProbe label="Private" /> },
              { path: '/dashboard', element: <LocationProbe label="Private" /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <StrictMode>
      <ThemeProvider theme={createAppTheme('light')}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
  return { ...view, router };
}
