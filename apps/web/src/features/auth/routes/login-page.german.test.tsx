import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { LoginPage } from './login-page.tsx';

let german: AppIntl;

beforeEach(async () => {
  clearCsrfToken();
  german = createAppIntl('de', await loadMessages('de'), 'de-DE');
  setCurrentIntl(german);
});

afterEach(() => setCurrentIntl(createAppIntl('en', englishMessages, 'en-US')));

const renderGermanLogin = () =>
  renderAuthPage(
    '/login',
    <IntlContext.Provider value={german}>
      <LoginPage />
    </IntlContext.Provider>,
    '/login',
  );

// A sign-in through the form, on a machine shared with other test runs.
describe('login page in German', { timeout: 20_000 }, () => {
  it('speaks German: heading, fields, links and the promises', () => {
    installAuthApi({});
    renderGermanLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter mit Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Kostenloses Benutzerkonto erstellen' }),
    ).toHaveAttribute('href', '/register');
    expect(screen.getByText('Persönliche Einblicke')).toBeInTheDocument();
    expect(document.title).toBe('Anmelden | Elevate');
  });

  it('explains a refused sign-in in German', async () => {
    installAuthApi({ 'POST /api/auth/login': { status: 429, body: { msg: 'Too many' } } });
    renderGermanLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^E-Mail/));
    await user.paste('ann@example.com');
    await user.click(screen.getByLabelText(/^Passwort\s*\*?$/));
    await user.paste('Secret1!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.',
    );
  });
});
