import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { setStoredLanguage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { netflix, rent, serveRules } from '../test/fake-rules-api.ts';
import { RulesPage } from './rules-page.tsx';

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

describe('the Rules screen in German', { timeout: 30_000 }, () => {
  it('reads each rule as a German sentence and counts a dry run in German', async () => {
    serveRules([netflix, rent], 'editor', {
      apply: () => ({ matched: 1, changed: 2, transactions: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(inGerman(<RulesPage />));
    expect(await screen.findByRole('heading', { name: 'Regeln' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Wenn Beschreibung enthält „netflix“ → Kategorie Subscriptions, Tag streaming',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Wenn Betrag liegt zwischen 1.000,00 $ und 2.000,00 $ oder Tag des Monats ist 1 → Kategorie Rent',
      ),
    ).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'Netflix auf frühere Transaktionen anwenden' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: '„Netflix“ auf frühere Transaktionen anwenden' }),
    );
    expect(
      await dialog.findByText('1 Transaktion passt, 2 würden sich ändern.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Anwenden' })).toBeInTheDocument();
  });
});
