import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createAppIntl, setCurrentIntl } from '../lib/i18n/app-intl.ts';
import { englishMessages } from '../lib/i18n/catalogues.ts';
import { useLanguage } from '../lib/i18n/language-context.ts';
import { getStoredLanguage, removeToken, setStoredLanguage, setToken } from '../lib/storage.ts';
import { I18nProvider } from './i18n-provider.tsx';
import { useAccountLanguage } from './use-account-language.ts';

function Follower({ locale }: { locale: string | null | undefined }) {
  useAccountLanguage(locale);
  const { locale: speaking, preference } = useLanguage();
  return <p>{`${speaking} ${preference ?? 'automatic'}`}</p>;
}

const show = (locale: string | null | undefined) => (
  <I18nProvider>
    <Follower locale={locale} />
  </I18nProvider>
);

afterEach(() => {
  setCurrentIntl(createAppIntl('en', englishMessages, 'en-US'));
  document.documentElement.lang = 'en';
});

describe('useAccountLanguage', () => {
  it('follows the account’s language over the device’s, and keeps it on the device', async () => {
    setStoredLanguage('de');
    const view = render(show(undefined));
    expect(screen.getByText('en de')).toBeInTheDocument();
    view.rerender(show('fr'));
    await waitFor(() => expect(screen.getByText('fr fr')).toBeInTheDocument());
    expect(getStoredLanguage()).toBe('fr');
  });

  it('follows an account without one back to the browser’s language', async () => {
    setStoredLanguage('es');
    render(show(null));
    await waitFor(() => expect(screen.getByText('en automatic')).toBeInTheDocument());
    expect(getStoredLanguage()).toBeNull();
  });

  it('stays on the device when the account signs out', () => {
    setToken('t');
    setStoredLanguage('fr');
    removeToken();
    expect(getStoredLanguage()).toBe('fr');
  });
});
