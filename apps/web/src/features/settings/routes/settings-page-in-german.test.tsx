import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createAppIntl, setCurrentIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { SettingsPage } from './settings-page.tsx';

beforeEach(() => clearCsrfToken());
afterEach(() => setCurrentIntl(createAppIntl('en', englishMessages, 'en-US')));

describe('the Settings page in German', { timeout: 20_000 }, () => {
  it('speaks German, with German dates and plurals', async () => {
    // Chosen on this device, as the language setting mirrors it: the app starts in it.
    setStoredLanguage('de');
    await loadMessages('de');
    installFakeFetch((call) => {
      const path = new URL(call.url, 'http://localhost').pathname;
      if (path === '/api/auth/user') {
        return {
          status: 200,
          body: {
            id: 'u1',
            email: 'ada@example.com',
            name: 'Ada',
            isVerified: false,
            hasCompletedOnboarding: true,
          },
        };
      }
      if (path === '/api/auth/2fa') {
        return {
          status: 200,
          body: { totpEnabled: true, recoveryCodesLeft: 1, hasPassword: true },
        };
      }
      if (path === '/api/auth/passkeys') {
        const createdAt = '2026-03-25T12:00:00.000Z';
        const passkey = { id: 'p1', name: 'Laptop', createdAt, lastUsedAt: null };
        return { status: 200, body: { passkeys: [passkey] } };
      }
      return undefined;
    });
    renderWithProviders(<SettingsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Bereiche der Einstellungen' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Profil',
      'Sicherheit',
      'Sitzungen',
      'Deine Daten',
      'Tags',
      'E-Mail',
      'Darstellung',
    ]);
    expect(await screen.findByText('Nicht bestätigt')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dunkelmodus' })).toBeInTheDocument();
    const twoFactor = screen.getByRole('region', { name: 'Zwei-Faktor-Authentifizierung' });
    expect(
      await within(twoFactor).findByText('Noch 1 von 10 Wiederherstellungscodes übrig.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Hinzugefügt am 25.03.2026 · Nie verwendet'),
    ).toBeInTheDocument();
  });
});
