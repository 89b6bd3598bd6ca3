import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { createQueryClient } from './query-client.ts';
import type { AppRouter } from './router-ready.ts';
import { routes } from './routes.tsx';

/** The whole app; main.tsx and the build-time prerender pass the router they have prepared. */
export function App({ router: given }: { router?: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
