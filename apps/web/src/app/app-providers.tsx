import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ColorModeProvider } from './color-mode.tsx';
import { NotificationProvider } from './notification-provider.tsx';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Everything above the router; the session provider lives inside it because it navigates. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ColorModeProvider>
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>{children}</NotificationProvider>
      </QueryClientProvider>
    </ColorModeProvider>
  );
}
