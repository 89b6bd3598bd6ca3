import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addDays, toDay } from '@elevate/shared';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { serveSharedLedger } from '../../../test/shared-ledger.ts';
import { planEmptyText } from '../plan-messages.ts';
import { PlanPage } from './plan-page.tsx';

const today = toDay(new Date());
const rent = {
  _id: '64b0000000000000000000a1',
  description: 'Rent',
  amount: 1200,
  type: 'expense',
  category: 'Housing',
  frequency: 'monthly',
  interval: 2,
  startDate: '2026-01-05',
  endDate: null,
  count: 3,
  lastDayOfMonth: false,
  auto: true,
  nextDate: addDays(today, 3),
  createdAt: '2026-01-01T00:00:00.000Z',
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

describe('the Plan page in German', () => {
  it('describes rules, schedules and empty cards in German', async () => {
    serveSharedLedger('editor', ({ url, method }) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (method !== 'GET') return undefined;
      if (path === '/api/recurring') return { status: 200, body: [rent] };
      if (path === '/api/recurring/due') return { status: 200, body: [] };
      if (path === '/api/goals') return { status: 200, body: [] };
      return undefined;
    });
    renderWithProviders(inGerman(<PlanPage />));
    expect(screen.getByRole('heading', { name: 'Planen' })).toBeInTheDocument();
    expect(await screen.findByText(/^Rent · -1\.200,00 \$ · Housing$/)).toBeInTheDocument();
    expect(
      await screen.findByText(/^Alle 2 Monate am 5\. · ab 5\. Jan\. 2026, 3-mal · nächste am /),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neue Regel' })).toBeInTheDocument();
    // The empty-state texts read the language the app speaks when they are shown.
    expect(await screen.findByText(planEmptyText.goals.writer)).toBeInTheDocument();
    expect(planEmptyText.goals.writer).toMatch(/^Noch keine Ziele/);
  });
});
