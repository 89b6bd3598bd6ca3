import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { createAppIntl, setCurrentIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages } from '../../../lib/i18n/catalogues.ts';
import { getStoredLanguage } from '../../../lib/storage.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { LanguageCard } from './language-card.tsx';

/** The signed-in user and PATCH /api/account; a refusal answers every PATCH when given. */
function installLanguageApi(refusal?: { status: number; body: unknown }) {
  const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', isVerified: true };
  let locale: string | null = null;
  return installFakeFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/auth/user') {
      return { status: 200, body: { ...user, hasCompletedOnboarding: true, locale } };
    }
    if (path === '/api/account' && call.method === 'PATCH') {
      if (refusal) return refusal;
      locale = (call.body as { locale: string | null }).locale;
      return { status: 200, body: { success: true } };
    }
    return undefined;
  });
}

const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

beforeEach(() => clearCsrfToken());

afterEach(() => {
  setCurrentIntl(createAppIntl('en', englishMessages, 'en-US'));
  document.documentElement.lang = 'en';
});

describe('Language card', () => {
  it('offers the browser’s language and the four languages, each named in itself', () => {
    installLanguageApi();
    renderWithProviders(<LanguageCard />);
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual([
      'Automatic (browser language)',
      'English',
      'Deutsch',
      'Français',
      'Español',
    ]);
    expect(screen.getByRole('radio', { name: 'Automatic (browser language)' })).toBeChecked();
  });

  it('choosing Deutsch stores it on the account and the page speaks German at once', async () => {
    const { calls } = installLanguageApi();
    renderWithProviders(<LanguageCard />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { name: 'Sprache' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Automatisch (Sprache des Browsers)' }),
    ).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await waitFor(() => expect(patches(calls)).toEqual([{ locale: 'de' }]));
    expect(document.documentElement.lang).toBe('de');
    expect(getStoredLanguage()).toBe('de');
  });

  it('goes back to the browser’s language with Automatic', async () => {
    const { calls } = installLanguageApi();
    renderWithProviders(<LanguageCard />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await user.click(
      await screen.findByRole('radio', { name: 'Automático (idioma del navegador)' }),
    );

    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    await waitFor(() => expect(patches(calls)).toEqual([{ locale: 'es' }, { locale: null }]));
    expect(getStoredLanguage()).toBeNull();
  });

  it('puts the language back and says why when the account refuses it', async () => {
    installLanguageApi({ status: 503, body: { msg: 'Settings are unavailable right now' } });
    renderWithProviders(<LanguageCard />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Français' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Settings are unavailable right now',
    );
    expect(screen.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Automatic (browser language)' })).toBeChecked();
    expect(getStoredLanguage()).toBeNull();
  });
});
