import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@elevate/shared/schemas/accounts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { useImportFlow } from '../hooks/use-import-flow.ts';
import { installFakeUpload } from '../test/fake-upload.ts';
import { MAIN_ACCOUNT_ID, makePreview } from '../test/import-fixtures.ts';
import { ImportFlow } from './import-flow.tsx';

const CARD_ID = '0f0f0f0f-0000-4000-8000-00000000000c';

const account = (id: string, name: string, extra: Partial<Account> = {}): Account => ({
  _id: id,
  name,
  type: 'checking',
  onBudget: true,
  balance: 0,
  clearedBalance: 0,
  reconciledBalance: 0,
  reconciledAt: null,
  closed: false,
  openingBalance: 0,
  openingDate: null,
  isDefault: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const main = account(MAIN_ACCOUNT_ID, 'Main account', { isDefault: true });
const card = account(CARD_ID, 'Visa card', { type: 'credit_card' });

function FlowUnderTest() {
  return <ImportFlow flow={useImportFlow()} />;
}

/**
 * The import flow against a ledger of `accounts`; each upload answers a preview into the
 * account it named, else into `unnamed` (the server's choice), suggested when `remembered`.
 */
function renderFlow(accounts: Account[], unnamed = MAIN_ACCOUNT_ID, remembered = false) {
  installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname.endsWith('/api/csrf-token'))
      return { status: 200, body: { csrfToken: 'tok' } };
    if (url.pathname === '/api/accounts') return { status: 200, body: { accounts } };
    if (url.pathname === '/api/budgets') return { status: 200, body: [] };
    return undefined;
  });
  let uploads = 0;
  const sent = installFakeUpload((form) => {
    uploads += 1;
    const named = form.get('accountId');
    const accountId = typeof named === 'string' ? named : unnamed;
    const preview = makePreview(3, {
      importId: `65f0c0ffee000000000000${String(uploads).padStart(2, '0')}`,
      fileName: 'march.ofx',
      format: 'ofx',
      accountId,
      suggestedAccountId: named === null && remembered ? accountId : null,
    });
    return { status: 201, body: preview };
  });
  renderWithProviders(<FlowUnderTest />);
  return sent;
}

const chooseFile = () =>
  userEvent.upload(
    screen.getByTestId('import-file-input'),
    new File(['<OFX>'], 'march.ofx', { type: 'application/x-ofx' }),
  );
const accountSelect = () => screen.getByRole('combobox', { name: 'Account' });

describe('the Account select of an import', { timeout: 30_000 }, () => {
  it('is left out while the ledger has one open account; the upload names none', async () => {
    const sent = renderFlow([main, account(CARD_ID, 'Old card', { closed: true })]);
    expect(await screen.findByText('Drop bank files here')).toBeInTheDocument();
    // Give the accounts time to load: still no select.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull());
    await chooseFile();
    await screen.findByRole('table', { name: 'Rows to import' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form.get('accountId')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
  });

  it('offers the open accounts with the default preselected, and sends the one picked', async () => {
    const sent = renderFlow([main, card]);
    expect(await screen.findByRole('option', { name: 'Visa card' })).toBeInTheDocument();
    expect(accountSelect()).toHaveValue(MAIN_ACCOUNT_ID);
    await userEvent.selectOptions(accountSelect(), CARD_ID);
    await chooseFile();
    await screen.findByRole('table', { name: 'Rows to import' });
    expect(sent[0]?.form.get('accountId')).toBe(CARD_ID);
    expect(accountSelect()).toHaveValue(CARD_ID);
  });

  it('left as it is, follows the account the server remembered for the file, and says so', async () => {
    const sent = renderFlow([main, card], CARD_ID, true);
    await screen.findByRole('option', { name: 'Visa card' });
    expect(accountSelect()).toHaveValue(MAIN_ACCOUNT_ID);
    await chooseFile();
    await screen.findByRole('table', { name: 'Rows to import' });
    expect(sent[0]?.form.get('accountId')).toBeNull();
    expect(accountSelect()).toHaveValue(CARD_ID);
    expect(screen.getByText(/Remembered for this bank account/)).toBeInTheDocument();

    // Another account on the review step reads the file again into it.
    await userEvent.selectOptions(accountSelect(), MAIN_ACCOUNT_ID);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.form.get('accountId')).toBe(MAIN_ACCOUNT_ID);
    expect(sent[1]?.form.get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(accountSelect()).toHaveValue(MAIN_ACCOUNT_ID));
    expect(screen.queryByText(/Remembered for this bank account/)).toBeNull();
  });
});
