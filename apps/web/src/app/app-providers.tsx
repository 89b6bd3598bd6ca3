import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLedgerDataScope } from '../entities/ledgers/ledger-scope.ts';
import { ColorModeProvider } from './color-mode.tsx';
import { I18nProvider } from './i18n-provider.tsx';
import { NotificationProvider } from './notification-provider.tsx';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Everything above the router; the session provider lives inside it because it navigates. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nProvider>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          <LedgerDataScope />
          <NotificationProvider>{children}</NotificationProvider>
        </QueryClientProvider>
      </ColorModeProvider>
    </I18nProvider>
  );
}

/** Inside the query client: a switch of ledger drops the previous ledger's caches. */
function LedgerDataScope() {
  useLedgerDataScope();
  return null;
}
