import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLedgerDataScope } from '../entities/ledgers/ledger-scope.ts';
import { ColorModeProvider } from './color-mode.tsx';
import { NotificationProvider } from './notification-provider.tsx';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Everything above the router; the session provider lives inside it because it navigates. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ColorModeProvider>
      <QueryClientProvider client={queryClient}>
        <LedgerDataScope />
        <NotificationProvider>{children}</NotificationProvider>
      </QueryClientProvider>
    </ColorModeProvider>
  );
}

/** Inside the query client: a switch of ledger drops the previous ledger's caches. */
function LedgerDataScope() {
  useLedgerDataScope();
  return null;
}
