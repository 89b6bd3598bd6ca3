import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotificationProvider } from '../../../app/notification-provider.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';

/** Renders with the providers the dashboard lives under: query client, notifications, router at '/'. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  clearCsrfToken();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <NotificationProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </NotificationProvider>
    </QueryClientProvider>,
  );
}
