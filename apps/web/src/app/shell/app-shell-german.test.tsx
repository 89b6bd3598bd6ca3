import '../../test/mock-feature-pages.ts';
import { act, render, screen, within } from '@testing-library/react';
import { Alert } from '@mui/material';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../lib/csrf.ts';
import { createAppIntl, setCurrentIntl } from '../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../lib/i18n/catalogues.ts';
import { reportServerReached } from '../../lib/network-status.ts';
import { setStoredLanguage } from '../../lib/storage.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { setViewportWidth } from '../../test/match-media.ts';
import { renderApp, renderWithProviders } from '../../test/render-app.tsx';
import { AppProviders } from '../app-providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { OfflineNotice } from './offline-notice.tsx';

beforeEach(async () => {
  clearCsrfToken();
  // The app's provider starts in the language chosen on this device, once its catalogue is loaded.
  await loadMessages('de');
  setStoredLanguage('de');
  installFakeFetch((call) => {
    if (call.url === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (call.url === '/api/auth/verify') return { status: 200, body: {} };
    if (call.url === '/api/auth/user')
      return {
        status: 200,
        body: {
          id: 'u1',
          email: 'a@example.com',
          name: 'A',
          isVerified: true,
          hasCompletedOnboarding: true,
        },
      };
    return undefined;
  });
});

afterEach(() => {
  setStoredLanguage(null);
  reportServerReached(true);
  setCurrentIntl(createAppIntl('en', englishMessages, 'en-US'));
});

describe('the app shell in German', () => {
  it('names the navigation, its items and the drawer buttons in German', async () => {
    setViewportWidth(1440);
    renderApp('/transactions', { token: 'tok' });
    const nav = within(await screen.findByRole('navigation', { name: 'Hauptnavigation' }));
    const names = nav.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Übersicht',
      'Budgets',
      'Transaktionen',
      'Konten',
      'Regeln',
      'Berichte',
      'Planen',
      'Hilfe',
      'Einstellungen',
    ]);
    expect(nav.getByRole('link', { name: 'Transaktionen' })).toHaveClass('Mui-selected');
    expect(nav.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Menü einklappen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elevate-Startseite' })).toBeInTheDocument();
  });

  it('has a German menu button on a phone', async () => {
    setViewportWidth(375);
    renderApp('/', { token: 'tok' });
    expect(await screen.findByRole('button', { name: 'Navigation öffnen' })).toBeInTheDocument();
  });

  it('says offline in German, with the time of the newest data', () => {
    const { queryClient } = renderWithProviders(<OfflineNotice />);
    const fetchedAt = new Date(2026, 10, 28, 14, 5).getTime();
    queryClient.setQueryData(['tags'], [], { updatedAt: fetchedAt });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    // The time in German: 14:05 (or the date before it when the data is older than today).
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline, Stand .*14:05$/);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  });

  it("gives MUI's own texts in German too", () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Alert onClose={() => undefined}>Hallo</Alert>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
