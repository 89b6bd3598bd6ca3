import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import {
  makeTransactions,
  serveTransactions,
  transactionCalls,
} from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

let german: AppIntl;

beforeEach(async () => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
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

const status = () => screen.getByRole('status');

describe('the Transactions page in German', { timeout: 30_000 }, () => {
  it('names its list, filters and rows in German, and reads a German amount filter', async () => {
    const { calls } = serveTransactions(makeTransactions(3));
    const user = userEvent.setup();
    renderWithProviders(inGerman(<TransactionsPage />));
    expect(await screen.findByRole('heading', { name: 'Transaktionen' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('1–3 von 3 Transaktionen'), {
      timeout: 10_000,
    });
    expect(screen.getByRole('button', { name: 'Neue Transaktion' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Transaktionen' }));
    expect(table.getByRole('columnheader', { name: 'Betrag' })).toBeInTheDocument();
    const [first] = table.getAllByTestId('transaction-row');
    expect(first).toHaveTextContent('Ausgaben');
    expect(first).toHaveTextContent('-10,00 $');
    expect(first).toHaveTextContent('28. März 2026');

    // '11,5' is 11.50 to a German reader; the server gets 11.5.
    fireEvent.change(screen.getByLabelText('Mindestbetrag'), { target: { value: '11,5' } });
    await user.click(screen.getByRole('button', { name: 'Alle Transaktionen filtern' }));
    await waitFor(() => expect(status()).toHaveTextContent('1 gefiltertes Ergebnis'));
    expect(transactionCalls(calls).at(-1)).toBe(
      '/api/transactions?minAmount=11.5&getAllForFilters=true',
    );
  });
});
