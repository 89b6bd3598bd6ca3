import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../app/query-client.ts';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { ContactForm } from './contact-form.tsx';
import { FaqSection } from './faq-section.tsx';

let german: AppIntl;

beforeEach(async () => {
  german = createAppIntl('de', await loadMessages('de'), 'de-DE');
  setCurrentIntl(german);
});

afterEach(() => setCurrentIntl(createAppIntl('en', englishMessages, 'en-US')));

function renderGerman() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlContext.Provider value={german}>
        <FaqSection />
        <ContactForm />
      </IntlContext.Provider>
    </QueryClientProvider>,
  );
}

// Two dozen accordions rendered again per search, on a machine shared with other test runs.
describe('support in German', { timeout: 20_000 }, () => {
  it('shows the FAQs, chips and contact form in German', () => {
    renderGerman();
    expect(screen.getByRole('heading', { name: 'Häufige Fragen' })).toBeInTheDocument();
    expect(screen.getByText('26 von 26 Fragen angezeigt')).toBeInTheDocument();
    expect(screen.getByText('Wie erstelle ich mein erstes Budget?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle Kategorien' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /Betreff/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument();
  });

  it('searches the German texts and tags, ignoring case and accents', async () => {
    renderGerman();
    const search = screen.getByLabelText('Fragen durchsuchen');
    fireEvent.change(search, { target: { value: 'ZIEHEN UND ABLEGEN' } });
    expect(screen.getByText('1 von 26 Fragen angezeigt')).toBeInTheDocument();
    expect(
      screen.getByText('Wie verschiebe ich eine Transaktion in eine andere Kategorie?'),
    ).toBeInTheDocument();
    // 'Übertrag' typed without its umlaut.
    fireEvent.change(search, { target: { value: 'ubertrag' } });
    expect(screen.getByText('Was bedeutet „Übertrag aus März“?')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'drag and drop' } });
    expect(screen.getByText('1 von 26 Fragen angezeigt')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: '' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fehlerbehebung' }));
    expect(screen.getByText('2 von 26 Fragen angezeigt')).toBeInTheDocument();
  });
});
