import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleAccount } from '../../../test/account-fixtures.ts';
import { installDashboardApi } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const visaId = 'acc00000-0000-4000-8000-000000000002';
const accounts = [
  sampleAccount({ balance: 900 }),
  sampleAccount({ _id: visaId, name: 'Visa', type: 'credit_card', isDefault: false }),
  sampleAccount({
    _id: 'acc00000-0000-4000-8000-000000000009',
    name: 'Old wallet',
    closed: true,
    isDefault: false,
  }),
];

async function addTransaction(user: ReturnType<typeof userEvent.setup>, account?: string) {
  await user.click(screen.getByRole('button', { name: 'Add New Transaction' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add New Transaction' }));
  await user.click(dialog.getByLabelText(/^Description/));
  await user.paste('Bakery');
  await user.click(dialog.getByLabelText(/^Amount/));
  await user.paste('4.5');
  await user.click(dialog.getByRole('combobox', { name: 'Category' }));
  await user.paste('Groceries');
  if (account) {
    await user.click(dialog.getByRole('combobox', { name: 'Account' }));
    await user.click(screen.getByRole('option', { name: account }));
  }
  await user.click(dialog.getByRole('button', { name: 'Add Transaction' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the dashboard with accounts', { timeout: 20_000 }, () => {
  it('puts the accounts card after the panels, and never holds the budget back for it', async () => {
    const api = installDashboardApi({ accounts });
    const answer = api.fetchMock.getMockImplementation()!;
    // The accounts never answer: the month must show all the same.
    api.fetchMock.mockImplementation((input, init) =>
      String(input).startsWith('/api/accounts') ? new Promise(() => {}) : answer(input, init),
    );
    renderWithProviders(<DashboardPage accounts={<section aria-label="Accounts card" />} />);
    expect(await screen.findByText('$1,500.00 to allocate')).toBeInTheDocument();
    expect(await screen.findByText('Weekly shop')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    const overview = screen.getByText('Monthly Overview');
    const card = screen.getByRole('region', { name: 'Accounts card' });
    for (const before of [recent, overview])
      expect(before.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the open accounts in the add form, starting on the default and then on the last one used', async () => {
    const api = installDashboardApi({ accounts });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByText('Weekly shop');

    await user.click(screen.getByRole('button', { name: 'Add New Transaction' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Add New Transaction' }));
    expect(dialog.getByRole('combobox', { name: 'Account' })).toHaveTextContent('Main account');
    await user.click(dialog.getByRole('combobox', { name: 'Account' }));
    // Open accounts only: a closed one takes no new transactions.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Main account',
      'Visa',
    ]);
    await user.keyboard('{Escape}');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await addTransaction(user, 'Visa');
    expect(api.callsTo('POST', '/api/transactions')[0]?.body).toMatchObject({
      description: 'Bakery',
      accountId: visaId,
    });

    // The next one starts on Visa, the account this form used last in this ledger.
    await user.click(screen.getByRole('button', { name: 'Add New Transaction' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Add New Transaction' }));
    expect(dialog.getByRole('combobox', { name: 'Account' })).toHaveTextContent('Visa');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Sent as shown, without a touch of the select.
    await addTransaction(user);
    expect(api.callsTo('POST', '/api/transactions')[1]?.body).toMatchObject({ accountId: visaId });
  });

  it('sends no account, and shows no select, while the accounts are unknown', async () => {
    const api = installDashboardApi();
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByText('Weekly shop');
    await user.click(screen.getByRole('button', { name: 'Add New Transaction' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Transaction' }));
    expect(dialog.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await addTransaction(user);
    expect(api.callsTo('POST', '/api/transactions')[0]?.body).not.toHaveProperty('accountId');
  });
});
