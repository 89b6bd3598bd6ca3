import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEvent } from '@elevate/shared/schemas/activity';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { LedgersPage } from './ledgers-page.tsx';

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

const me = '64b000000000000000000001';
const gus = '64b000000000000000000009';
const family = '64b000000000000000000002';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const events: ActivityEvent[] = [
  {
    at: minutesAgo(5),
    actor: { userId: me, name: 'Ann' },
    action: 'created',
    entity: 'transaction',
    entityId: null,
    summary: 'Café · 4.50',
  },
  {
    at: minutesAgo(90),
    actor: { userId: gus, name: 'Gus' },
    action: 'joined',
    entity: 'member',
    entityId: null,
    summary: 'editor',
  },
];

function serve() {
  const ledgers = [
    { _id: me, name: 'Personal', role: 'owner', personal: true, monthStartDay: 1 },
    { _id: family, name: 'Familie', role: 'owner', personal: false, monthStartDay: 25 },
  ];
  const members = [
    { userId: me, name: 'Ann', role: 'owner', email: null },
    { userId: gus, name: 'Gus', role: 'editor', email: 'gus@example.com' },
  ];
  const invitations = [
    {
      _id: '64b0000000000000000000a1',
      email: 'olive@example.com',
      role: 'viewer',
      createdAt: '2026-11-28T12:00:00.000Z',
      // Midday UTC: the same calendar day wherever the test runs.
      expiresAt: '2026-12-05T12:00:00.000Z',
    },
  ];
  const preview = {
    day: 10,
    moved: 3,
    months: [
      {
        month: '2026-03',
        before: { income: 3000, expenses: 1200, savings: 200 },
        after: { income: 3000, expenses: 1150, savings: 200 },
      },
    ],
  };
  setSelectedLedgerId(family);
  installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/ledgers') return { status: 200, body: { ledgers } };
    if (path.endsWith('/members')) return { status: 200, body: { members } };
    if (path.endsWith('/invitations')) return { status: 200, body: { invitations } };
    if (path.endsWith('/activity')) return { status: 200, body: { events } };
    if (path.endsWith('/month-start-preview')) return { status: 200, body: preview };
    return undefined;
  });
  renderWithProviders(inGerman(<LedgersPage />));
}

describe('the Ledger screen in German', { timeout: 30_000 }, () => {
  it('names the ledger, its members, invitations, activity and budget month in German', async () => {
    serve();
    expect(screen.getByRole('heading', { name: 'Haushaltsbuch', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText('Geteiltes Haushaltsbuch · Du bist Inhaber', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Jeder Budgetmonat beginnt am 25\. des Monats: \S+ \d{4} umfasst /),
    ).toBeInTheDocument();

    const members = within(screen.getByRole('list', { name: 'Mitglieder' }));
    expect(await members.findByText('Ann (du)')).toBeInTheDocument();
    expect(members.getByRole('combobox', { name: 'Rolle von Gus' })).toHaveTextContent(
      'Bearbeiter',
    );
    expect(screen.getByRole('heading', { name: 'Jemanden einladen' })).toBeInTheDocument();
    expect(await screen.findByText('Betrachter · bis 5.12.2026')).toBeInTheDocument();

    const log = within(screen.getByRole('list', { name: 'Aktivität' }));
    const items = await log.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Du hast eine Transaktion hinzugefügtCafé · 4.50 · vor 5 Minuten',
      'Gus hat die Einladung als Bearbeiter angenommenvor 1 Stunde',
    ]);
    expect(screen.getByRole('combobox', { name: 'Was' })).toHaveTextContent('Alles');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Starttag des Budgetmonats' }));
    await user.click(screen.getByRole('option', { name: '10' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Budgetmonate am 10. beginnen lassen?' }),
    );
    expect(
      await dialog.findByText('3 Transaktionen wechseln in einen anderen Budgetmonat.'),
    ).toBeInTheDocument();
    // The German currency format puts a no-break space before the sign.
    const rows = dialog.getAllByRole('row').map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(rows).toEqual(['SummeVorherNachher', 'März 2026', 'Ausgaben1.200,00 $→ 1.150,00 $']);
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
