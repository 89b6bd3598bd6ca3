import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../lib/i18n/catalogues.ts';
import { IntlContext } from '../lib/i18n/use-t.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { HistoryButtons } from './history-buttons.tsx';
import { PasswordRequirements } from './password-requirements.tsx';
import { splitLabel } from './split-parts/split-parts-list.tsx';
import { TransactionFormFields } from './transaction-form/transaction-form-fields.tsx';
import { emptyTransactionForm } from './transaction-form/transaction-form-values.ts';
import { outcomeMessage } from './undo-redo-controls.tsx';

let german: AppIntl;

beforeEach(async () => {
  german = createAppIntl('de', await loadMessages('de'), 'de-DE');
  setCurrentIntl(german);
});

afterEach(() => setCurrentIntl(createAppIntl('en', englishMessages, 'en-US')));

const inGerman = (ui: React.ReactNode) =>
  render(<IntlContext.Provider value={german}>{ui}</IntlContext.Provider>);

describe('shared components in German', { timeout: 15_000 }, () => {
  it('labels the transaction form, its split parts and tags in German, with German money', async () => {
    const values = {
      ...emptyTransactionForm(),
      amount: '12.5',
      splits: [
        { category: 'Rent', amount: '10', notes: '' },
        { category: '', amount: '', notes: '' },
      ],
    };
    inGerman(
      <TransactionFormFields
        values={values}
        onChange={() => undefined}
        categoryOptions={['Rent']}
      />,
    );
    for (const label of [
      /^Datum/,
      /^Beschreibung/,
      /^Betrag\W*$/,
      /^Kategorie von Teil 1/,
      /^Notizen/,
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByText('In Teile aufteilen')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Noch zuzuordnen: 2,50 $');
    expect(screen.getByRole('button', { name: 'Teil 2 entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveAccessibleDescription(
      'Drücke Enter, um einen Tag hinzuzufügen: bis zu 20, je höchstens 40 Zeichen',
    );
    await userEvent.setup().click(screen.getByRole('combobox', { name: /^Typ/ }));
    expect(screen.getByRole('option', { name: 'Ausgabe' })).toBeInTheDocument();
  });

  it('lists the password rules and the strength in German', () => {
    inGerman(<PasswordRequirements password="abc" confirm="" />);
    expect(screen.getByRole('region', { name: 'Anforderungen an das Passwort' })).toBeVisible();
    expect(screen.getByText('Mindestens 8 Zeichen')).toBeInTheDocument();
    expect(screen.getByText('Die Passwörter stimmen überein')).toBeInTheDocument();
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Schwach');
  });

  it('asks, undoes and redoes in German', () => {
    const history = inGerman(
      <HistoryButtons
        undoCount={2}
        redoCount={0}
        canUndo
        canRedo={false}
        onUndo={() => undefined}
        onRedo={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Rückgängig (2)' })).toBeInTheDocument();
    history.unmount();
    inGerman(
      <ConfirmDialog
        open
        title="Konto löschen?"
        onConfirm={() => undefined}
        onClose={() => undefined}
      >
        …
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    expect(outcomeMessage('undo', { status: 'done', label: 'Konto angelegt' })?.text).toBe(
      'Rückgängig gemacht: Konto angelegt',
    );
    expect(
      splitLabel([
        { category: 'A', type: 'expense', amount: 1, notes: null },
        { category: 'B', type: 'expense', amount: 2, notes: null },
      ]),
    ).toBe('Aufteilung · 2');
  });
});
