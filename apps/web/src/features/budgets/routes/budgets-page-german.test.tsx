import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { MemoryRouter } from 'react-router';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { BudgetsPage } from './budgets-page.tsx';

const budget: Budget = {
  _id: '00000000-0000-4000-8000-000000000001',
  month: '2026-03-01T00:00:00.000Z',
  categories: [
    { name: 'Salary', type: 'income', budgetedAmount: 0, actualAmount: 3000, sortOrder: 0 },
    { name: 'Rent', type: 'expense', budgetedAmount: 1200, actualAmount: 1234.5, sortOrder: 0 },
  ],
  totalBudgeted: 1200,
  totalActual: 4234.5,
  toBeBudgetedRollover: 0,
  version: 1,
};

let german: AppIntl;

beforeEach(async () => {
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

describe('the Budgets page in German', () => {
  it('names its sections, figures and actions in German, with German money and months', async () => {
    installFakeFetch(({ url }) =>
      new URL(url, 'http://localhost').pathname === '/api/budgets'
        ? { status: 200, body: [budget] }
        : undefined,
    );
    renderWithProviders(inGerman(<BudgetsPage />));
    const card = await screen.findByRole('article', { name: 'Budget 2026-03' });
    expect(within(card).getByRole('heading', { name: 'März 2026' })).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Einnahmen' })).toBeInTheDocument();
    expect(within(card).getByText('Erhalten: 3.000,00 $')).toBeInTheDocument();
    expect(within(card).getByText('1.234,50 $ von 1.200,00 $')).toBeInTheDocument();
    expect(within(card).getByText('Netto übrig')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neues Budget' })).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Ausgaben-Kategorie hinzufügen' }),
    ).toBeInTheDocument();
  });
});
