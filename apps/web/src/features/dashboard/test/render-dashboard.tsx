import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotificationProvider } from '../../../app/notification-provider.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';

/** Renders with the providers the dashboard lives under: the app's query client, notifications, router at '/'. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  clearCsrfToken();
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <NotificationProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </NotificationProvider>
    </QueryClientProvider>,
  );
}
