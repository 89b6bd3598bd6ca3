import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext, type Translate } from '../../../lib/i18n/use-t.ts';
import { MonthBar } from '../components/month-bar.tsx';
import { SelectMonthDialog } from '../components/select-month-dialog.tsx';
import { dragAnnouncements } from '../lib/drag-announcements.ts';
import { installDashboardApi, thisMonth } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

let german: AppIntl;

beforeEach(async () => {
  german = createAppIntl('de', await loadMessages('de'), 'de-DE');
  setCurrentIntl(german);
});

afterEach(() => {
  vi.useRealTimers();
  setCurrentIntl(createAppIntl('en', englishMessages, 'en-US'));
});

const inGerman = (ui: ReactNode) => (
  <IntlContext.Provider value={german}>{ui}</IntlContext.Provider>
);

const history = {
  undoCount: 0,
  redoCount: 0,
  canUndo: false,
  canRedo: false,
  undo: () => undefined,
  redo: () => undefined,
};

describe('the dashboard in German', { timeout: 15_000 }, () => {
  it('shows its panels, figures, money and month in German', async () => {
    installDashboardApi();
    renderWithProviders(inGerman(<DashboardPage />));
    expect(await screen.findByText('1.500,00 $ zu verteilen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monatsüberblick' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Nettoeinkommen' })).toHaveTextContent('1.400,00 $');
    expect(screen.getByText('Positiv')).toBeInTheDocument();
    expect(screen.getByText('Muss verteilt werden')).toBeInTheDocument();
    // 250 saved of 3000 received.
    expect(screen.getByTestId('overview-Savings Rate')).toHaveTextContent(/^8,3\s%$/);
    expect(screen.getByRole('button', { name: 'Alles ausgleichen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Budgetkategorien' })).toBeInTheDocument();
    expect(screen.getByText('Einnahmenkategorien')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Budget für Rent bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Letzte Transaktionen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neue Transaktion hinzufügen' })).toBeInTheDocument();
    expect(await screen.findByText('-50,00 $')).toBeInTheDocument();
    const month = new Intl.DateTimeFormat('de-DE', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(thisMonth()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(month);
    expect(screen.getByText('Aktueller Monat')).toBeInTheDocument();
  });

  it('names the days of a budget month starting on the 25th, and the Select Month dialog, in German', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-26T12:00:00.000Z'));
    render(
      inGerman(
        <MonthBar
          month={new Date(Date.UTC(2026, 3, 1))}
          canPrev={false}
          canNext={false}
          onPrev={() => undefined}
          onNext={() => undefined}
          onOpenPicker={() => undefined}
          onStartTour={() => undefined}
          history={history}
          monthStartDay={25}
        />,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('April 2026');
    expect(screen.getByText('25. März – 24. Apr.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tour' })).toBeInTheDocument();

    render(
      inGerman(
        <SelectMonthDialog
          open
          months={['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']}
          selected={new Date(Date.UTC(2026, 3, 1))}
          onSelect={() => undefined}
          onClose={() => undefined}
        />,
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Monat auswählen' });
    const [april] = within(dialog).getAllByRole('listitem');
    expect(april).toHaveTextContent('April 2026');
    expect(within(april!).getByText('Ausgewählt')).toBeInTheDocument();
  });

  it('speaks the drag announcements in German', () => {
    const t: Translate = (id, values) => german.formatMessage({ id }, values);
    const category = { name: 'Miete', type: 'expense', budgetedAmount: 0, actualAmount: 0 };
    const active = { data: { current: { kind: 'category', category, index: 0 } } };
    const spoken = dragAnnouncements(t).onDragStart({ active } as never);
    expect(spoken).toBe('Kategorie Miete aufgenommen.');
  });
});
