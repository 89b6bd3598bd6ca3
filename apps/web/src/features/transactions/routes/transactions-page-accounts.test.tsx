import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { financialAccountKeys } from '../../../entities/accounts/keys.ts';
import { sampleAccount } from '../../../test/account-fixtures.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import {
  makeTransactions,
  serveTransactions,
  transactionCalls,
} from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const visa = 'acc00000-0000-4000-8000-000000000002';
const main = sampleAccount();
const accounts = [
  main,
  sampleAccount({ _id: visa, name: 'Visa', type: 'credit_card', isDefault: false }),
  sampleAccount({
    _id: 'acc00000-0000-4000-8000-000000000009',
    name: 'Old wallet',
    closed: true,
    isDefault: false,
  }),
];
// Every other row was paid with the card.
const rows = makeTransactions(6).map((row, i) => (i % 2 ? { ...row, accountId: visa } : row));

const status = () => screen.getByRole('status');
const shows = (text: string) =>
  waitFor(() => expect(status()).toHaveTextContent(text), { timeout: 10_000 });
const show = (path = '/transactions') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <TransactionsPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

describe('transactions page with accounts', { timeout: 30_000 }, () => {
  it("filters by account on the server and names each row's account", async () => {
    const { calls } = serveTransactions(rows, { accounts });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-6 of 6 transactions');
    const [first, second] = screen.getAllByTestId('transaction-row');
    expect(await within(second!).findByText('Visa')).toBeInTheDocument();
    expect(within(first!).getByText('Main account')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All accounts',
      'Main account',
      'Visa',
    ]);
    await user.click(screen.getByRole('option', { name: 'Visa' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    // One account's list is a plain paged list, asked of the server.
    await shows('Showing 1-3 of 3 transactions');
    expect(transactionCalls(calls).at(-1)).toBe(
      `/api/transactions?page=1&limit=50&accountId=${visa}`,
    );

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await shows('Showing 1-6 of 6 transactions');
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveTextContent('All accounts');
  });

  it('opens on the account a link names, as the Accounts page links to it', async () => {
    const { calls } = serveTransactions(rows, { accounts });
    show(`/transactions?accountId=${visa}`);
    await shows('Showing 1-3 of 3 transactions');
    expect(transactionCalls(calls)).toEqual([
      `/api/transactions?page=1&limit=50&accountId=${visa}`,
    ]);
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveTextContent('Visa');
  });

  it('changes nothing for a ledger with one account: no select, no names', async () => {
    serveTransactions(
      rows.map((row) => ({ ...row, accountId: main._id })),
      {
        accounts: [main],
      },
    );
    const { queryClient } = show();
    await shows('Showing 1-6 of 6 transactions');
    // The accounts have answered and been rendered: what is missing is missing for good.
    await waitFor(() =>
      expect(queryClient.getQueryData(financialAccountKeys.list())).toHaveLength(1),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByText('Main account')).not.toBeInTheDocument();
  });

  it('puts a new transaction in the account picked, and the next one starts there', async () => {
    const { calls } = serveTransactions(rows, { accounts });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-6 of 6 transactions');
    await user.click(screen.getByRole('button', { name: 'New Transaction' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Add New Transaction' }));
    expect(dialog.getByRole('combobox', { name: 'Account' })).toHaveTextContent('Main account');
    await user.click(dialog.getByLabelText(/^Description/));
    await user.paste('Petrol');
    await user.click(dialog.getByLabelText(/^Amount/));
    await user.paste('60');
    await user.click(dialog.getByRole('combobox', { name: 'Category' }));
    await user.paste('Transport');
    await user.click(dialog.getByRole('combobox', { name: 'Account' }));
    await user.click(screen.getByRole('option', { name: 'Visa' }));
    await user.click(dialog.getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = calls.find((call) => call.method === 'POST' && call.url === '/api/transactions');
    expect(posted?.body).toMatchObject({ description: 'Petrol', accountId: visa });

    await user.click(screen.getByRole('button', { name: 'New Transaction' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Add New Transaction' }));
    expect(dialog.getByRole('combobox', { name: 'Account' })).toHaveTextContent('Visa');
  });

  it('edits a row in its own account, closed or not, without moving it', async () => {
    const inOldWallet = { ...rows[0]!, accountId: accounts[2]!._id };
    const { calls } = serveTransactions([inOldWallet], { accounts });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-1 of 1 transactions');
    await user.click(
      await screen.findByRole('button', { name: `Edit ${inOldWallet.description}` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Transaction' }));
    expect(dialog.getByRole('combobox', { name: 'Account' })).toHaveTextContent(
      'Old wallet (closed)',
    );
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ accountId: inOldWallet.accountId });
  });
});
