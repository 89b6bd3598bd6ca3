import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { brokerage, card, checking, oldCash, serveAccounts } from '../test/fake-accounts-api.ts';
import { AccountsPage } from './accounts-page.tsx';

let german: AppIntl;

beforeEach(async () => {
  clearCsrfToken();
  german = createAppIntl('de', await loadMessages('de'), 'de-DE');
  // The app's provider starts in the language chosen on this device; formats follow it.
  setStoredLanguage('de');
  setCurrentIntl(german);
});

afterEach(() => {
  setStoredLanguage(null);
  setCurrentIntl(createAppIntl('en', englishMessages, 'en-US'));
});

const inGerman = (ui: ReactNode) => (
  <IntlContext.Provider value={german}>
    <MemoryRouter>{ui}</MemoryRouter>
  </IntlContext.Provider>
);

describe('the Accounts screen in German', { timeout: 30_000 }, () => {
  it('names its groups, types and totals in German, and reads a German opening balance', async () => {
    const api = serveAccounts([checking, card, brokerage, oldCash]);
    const user = userEvent.setup();
    renderWithProviders(inGerman(<AccountsPage />));
    expect(await screen.findByRole('heading', { name: 'Budgetkonten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tracking-Konten' })).toBeInTheDocument();
    const main = within(screen.getByTestId('account-Main account'));
    expect(main.getByText('Girokonto')).toBeInTheDocument();
    expect(main.getByText('Standard')).toBeInTheDocument();
    expect(main.getByTestId('account-balance')).toHaveTextContent('1.250,50 $');
    expect(screen.getByText('Nettovermögen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geschlossene Konten (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktionen für Visa' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Konto hinzufügen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Konto hinzufügen' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Autokredit');
    await user.click(dialog.getByRole('combobox', { name: 'Kontoart' }));
    await user.click(screen.getByRole('option', { name: 'Kredit' }));
    expect(
      dialog.getByText('Was du schuldest, ist ein negativer Saldo, z. B. -250,00'),
    ).toBeVisible();
    // '-8.000,5' is -8000.50 to a German reader.
    await user.type(dialog.getByLabelText('Anfangssaldo'), '-8.000,5');
    await user.click(dialog.getByRole('button', { name: 'Konto hinzufügen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes().at(-1)?.body).toEqual({
      name: 'Autokredit',
      type: 'loan',
      onBudget: true,
      openingBalance: -8000.5,
    });
  });
});
