import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { card, checking, serveAccounts } from '../test/fake-accounts-api.ts';
import { showAccountsPage } from '../test/show-accounts-page.tsx';

beforeEach(() => clearCsrfToken());

type User = ReturnType<typeof userEvent.setup>;
const balanceOf = (name: string) =>
  within(screen.getByTestId(`account-${name}`)).getByTestId('account-balance');
const menuOf = async (user: User, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu'));
};
const press = async (user: User, name: RegExp) => {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  await user.click(screen.getByRole('button', { name }));
};

describe('Undo and Redo on the Accounts screen', { timeout: 30_000 }, () => {
  it('takes an added account back (deleted) and makes it again (a new id) with Redo', async () => {
    const api = serveAccounts([checking]);
    const user = userEvent.setup();
    showAccountsPage();
    await user.click(await screen.findByRole('button', { name: 'Add Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Account' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Savings');
    await user.click(dialog.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Savings')).toBeInTheDocument();
    const firstId = api.state.accounts.find((a) => a.name === 'Savings')!._id;

    await press(user, /^Undo \(1\)$/);
    expect(await screen.findByText('Undone: Added account ‘Savings’')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('account-Savings')).not.toBeInTheDocument());
    await press(user, /^Redo \(1\)$/);
    expect(await screen.findByTestId('account-Savings')).toBeInTheDocument();
    const secondId = api.state.accounts.find((a) => a.name === 'Savings')!._id;
    expect(secondId).not.toBe(firstId);
    await press(user, /^Undo \(1\)$/);
    await waitFor(() => expect(screen.queryByTestId('account-Savings')).not.toBeInTheDocument());
    expect(api.writes().map((w) => `${w.method} ${w.url}`)).toEqual([
      'POST /api/accounts',
      `DELETE /api/accounts/${firstId}`,
      'POST /api/accounts',
      `DELETE /api/accounts/${secondId}`,
    ]);
  });

  it('opens a deleted (empty) account again with its fields, closed as it was', async () => {
    const closedCard = { ...card, closed: true, openingBalance: -50, openingDate: '2026-01-02' };
    const api = serveAccounts([checking, closedCard]);
    const user = userEvent.setup();
    showAccountsPage();
    await user.click(await screen.findByRole('button', { name: 'Closed accounts (1)' }));
    await user.click((await menuOf(user, 'Visa')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete account?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.state.accounts).toHaveLength(1));

    await press(user, /^Undo \(1\)$/);
    await waitFor(() => expect(api.state.accounts).toHaveLength(2));
    const again = api.state.accounts[1]!;
    expect(api.writes().slice(1)).toEqual([
      {
        method: 'POST',
        url: '/api/accounts',
        body: {
          name: 'Visa',
          type: 'credit_card',
          onBudget: true,
          openingBalance: -50,
          openingDate: '2026-01-02',
        },
      },
      { method: 'PUT', url: `/api/accounts/${again._id}`, body: { closed: true } },
    ]);
    expect(again.closed).toBe(true);
  });

  it('reopens a closed account with Ctrl+Z and hands the default back', async () => {
    const api = serveAccounts([checking, card]);
    const user = userEvent.setup();
    showAccountsPage();
    await user.click((await menuOf(user, 'Visa')).getByRole('menuitem', { name: 'Make default' }));
    await waitFor(() => expect(api.state.accounts.find((a) => a.isDefault)?._id).toBe(card._id));
    await user.click((await menuOf(user, 'Main account')).getByRole('menuitem', { name: 'Close' }));
    await waitFor(() => expect(api.state.accounts[0]?.closed).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo (2)' })).toBeEnabled());

    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(api.state.accounts[0]?.closed).toBe(false));
    await press(user, /^Undo \(1\)$/);
    await waitFor(() =>
      expect(api.state.accounts.find((a) => a.isDefault)?._id).toBe(checking._id),
    );
    expect(api.writes().slice(2)).toEqual([
      { method: 'PUT', url: `/api/accounts/${checking._id}`, body: { closed: false } },
      { method: 'PUT', url: `/api/accounts/${checking._id}`, body: { isDefault: true } },
    ]);
  });

  it('takes a transfer back (both rows and both balances) and makes it again', async () => {
    const api = serveAccounts([checking, card]);
    const user = userEvent.setup();
    showAccountsPage();
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Transfer' }));
    await user.click(dialog.getByRole('combobox', { name: 'To account' }));
    await user.click(screen.getByRole('option', { name: 'Visa' }));
    await user.type(dialog.getByLabelText(/^Amount/), '100');
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(balanceOf('Visa')).toHaveTextContent('-$220.25'));
    const fromRow = api.state.transactions[0]!;

    await press(user, /^Undo \(1\)$/);
    expect(
      await screen.findByText('Undone: Transfer of $100.00 from ‘Main account’ to ‘Visa’'),
    ).toBeVisible();
    await waitFor(() => expect(balanceOf('Visa')).toHaveTextContent('-$320.25'));
    expect(balanceOf('Main account')).toHaveTextContent('$1,250.50');
    await press(user, /^Redo \(1\)$/);
    await waitFor(() => expect(balanceOf('Visa')).toHaveTextContent('-$220.25'));
    const writes = api.writes().map((w) => `${w.method} ${w.url}`);
    expect(writes).toEqual([
      'POST /api/transfers',
      `DELETE /api/transactions/${fromRow._id}`,
      'POST /api/transfers',
    ]);
    expect(api.writes()[2]?.body).toEqual(api.writes()[0]?.body);
  });

  it('leaves an account edited since (by another member) as it is, and says why', async () => {
    const api = serveAccounts([checking, card]);
    const user = userEvent.setup();
    showAccountsPage();
    await user.click((await menuOf(user, 'Visa')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Account' }));
    await user.clear(dialog.getByLabelText(/^Name/));
    await user.type(dialog.getByLabelText(/^Name/), 'Visa Gold');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Visa Gold')).toBeInTheDocument();
    api.state.accounts = api.state.accounts.map((a) =>
      a._id === card._id ? { ...a, name: 'Shared card' } : a,
    );

    await press(user, /^Undo \(1\)$/);
    expect(
      await screen.findByText(
        'Could not undo: Edited account ‘Visa’. The account has changed since.',
      ),
    ).toBeVisible();
    // Nothing left to take back: the buttons go until the next change.
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(api.writes().filter((w) => w.method === 'PUT')).toHaveLength(1);
  });
});
