import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { detectedMapping, layout, makePreview, makeRows } from '../test/import-fixtures.ts';
import { CsvMappingStep } from './csv-mapping-step.tsx';
import { PreviewStep } from './preview-step.tsx';

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
  <IntlContext.Provider value={german}>{ui}</IntlContext.Provider>
);

describe('the import in German', { timeout: 30_000 }, () => {
  it('reviews the rows in German, with German counts, dates and amounts', async () => {
    const count = 2500;
    installFakeFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/budgets') return { status: 200, body: [] };
      if (!url.pathname.endsWith('/rows')) return undefined;
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const rows = makeRows((page - 1) * limit, Math.min(count, page * limit));
      return { status: 200, body: { rows, page, limit, count, totalPages: count / limit } };
    });
    renderWithProviders(
      inGerman(
        <PreviewStep
          preview={makePreview(count)}
          busy={false}
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'statement.csv prüfen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'CSV · 2.500 Zeilen · 250 Duplikate · 2.250 ausgewählt',
    );
    expect(
      screen.getByRole('button', { name: '2.250 Transaktionen importieren' }),
    ).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Zu importierende Zeilen' }));
    expect(table.getByRole('columnheader', { name: 'Betrag' })).toBeInTheDocument();
    const first = table.getAllByTestId('preview-row')[0]!;
    expect(first).toHaveTextContent('1. März 2026');
    expect(first).toHaveTextContent('-10,00 $');
    expect(first).toHaveTextContent('Duplikat');
    expect(within(first).getByLabelText('Typ von Zeile 1')).toHaveDisplayValue('Ausgabe');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Alle Zeilen auswählen' }));
    const bulk = within(screen.getByRole('region', { name: 'Ausgewählte Zeilen' }));
    expect(bulk.getByText('2.500 ausgewählt')).toBeInTheDocument();
    expect(bulk.getByRole('button', { name: 'Auswahl aufheben' })).toBeInTheDocument();
  });

  it('maps the columns of a CSV file in German', () => {
    renderWithProviders(
      inGerman(
        <CsvMappingStep
          fileName="bank.csv"
          mapping={detectedMapping}
          layout={layout}
          busy={false}
          onApply={vi.fn()}
          onCancel={vi.fn()}
        />,
      ),
    );
    expect(
      screen.getByRole('heading', { name: 'Spalten von bank.csv zuordnen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Erste Zeilen der Datei' })).toBeInTheDocument();
    expect(screen.getByLabelText('Datumsspalte')).toHaveValue('0');
    expect(
      screen.getByRole('option', { name: 'Tag-Monat-Jahr (01/03/2026, 01.03.2026)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Soll- und Habenspalte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorschau der Zeilen' })).toBeEnabled();
  });
});
