import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ReportsPage } from './reports-page.tsx';

const month = new Date().toISOString().slice(0, 7);
const months = [
  {
    month,
    income: { actual: 5000, budgeted: 0 },
    expense: { actual: 1234.5, budgeted: 1500 },
    savings: { actual: 500, budgeted: 500 },
    categories: [
      { name: 'Salary', type: 'income', actual: 5000, budgeted: 0 },
      { name: 'Rent', type: 'expense', actual: 1000, budgeted: 1000 },
      { name: 'Groceries', type: 'expense', actual: 234.5, budgeted: 500 },
      { name: 'Emergency Fund', type: 'savings', actual: 500, budgeted: 500 },
    ],
  },
];

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

describe('the Reports page in German', { timeout: 30_000 }, () => {
  it('writes titles, summaries, amounts, percents and month labels in German', async () => {
    installFakeFetch(({ url }) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/reports/summary') return { status: 200, body: { months } };
      if (path === '/api/reports/payees') return { status: 200, body: { payees: [] } };
      if (path === '/api/reports/net-worth') return { status: 200, body: { months: [] } };
      if (path === '/api/reports/tags') return { status: 200, body: { tags: [] } };
      if (path === '/api/insights') return { status: 200, body: { insights: [] } };
      return undefined;
    });
    renderWithProviders(inGerman(<ReportsPage />));
    expect(screen.getByRole('heading', { name: 'Berichte' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        '1.234,50 $ ausgegeben in 2 Kategorien; am größten ist Rent mit 1.000,00 $ (81,0 %).',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Keine getaggten Transaktionen in diesem Zeitraum.'),
    ).toBeInTheDocument();
    const card = screen
      .getByRole('heading', { name: 'Ausgaben nach Kategorie' })
      .closest('section');
    if (!card) throw new Error('no card');
    await userEvent.click(within(card).getByRole('button', { name: 'Tabelle' }));
    // German puts a no-break space before '$' and '%'.
    const text = (row: HTMLElement) => row.textContent?.replace(/\s/g, ' ');
    expect(within(card).getAllByRole('row').map(text)).toEqual([
      'KategorieBetragAnteil',
      'Rent1.000,00 $81,0 %',
      'Groceries234,50 $19,0 %',
    ]);
    const label = new Intl.DateTimeFormat('de-DE', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
    const bars = screen
      .getByRole('heading', { name: 'Einnahmen, Ausgaben und Sparen' })
      .closest('section');
    if (!bars) throw new Error('no card');
    await userEvent.click(within(bars).getByRole('button', { name: 'Tabelle' }));
    expect(within(bars).getAllByRole('row').map(text)[1]).toMatch(new RegExp(`^${label}`));
  });
});
