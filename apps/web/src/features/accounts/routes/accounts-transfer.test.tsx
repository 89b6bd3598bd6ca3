import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { roleRendered, serveSharedLedger } from '../../../test/shared-ledger.ts';
import {
  accountsHandler,
  brokerage,
  card,
  checking,
  oldCash,
  serveAccounts,
} from '../test/fake-accounts-api.ts';
import { showAccountsPage } from '../test/show-accounts-page.tsx';

beforeEach(() => clearCsrfToken());

const show = showAccountsPage;
const balanceOf = (name: string) =>
  within(screen.getByTestId(`account-${name}`)).getByTestId('account-balance');

async function openTransfer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Transfer' }));
  return within(screen.getByRole('dialog', { name: 'Transfer' }));
}

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  field: string,
  option: string,
) {
  await user.click(dialog.getByRole('combobox', { name: field }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('Transfer on the Accounts screen', { timeout: 30_000 }, () => {
  it('moves money between two budget accounts without a category, then the balances refresh', async () => {
    const api = serveAccounts([checking, card, brokerage]);
    const user = userEvent.setup();
    show();
    const dialog = await openTransfer(user);
    expect(dialog.getByRole('combobox', { name: 'From account' })).toHaveTextContent(
      'Main account',
    );
    await pick(user, dialog, 'To account', 'Visa');
    expect(dialog.queryByLabelText(/^Category/)).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Amount/), '100');
    await user.clear(dialog.getByLabelText(/^Date/));
    await user.type(dialog.getByLabelText(/^Date/), '2026-03-15');
    await user.type(dialog.getByLabelText('Description'), 'Pay the card');
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/transfers',
        body: {
          fromAccountId: checking._id,
          toAccountId: card._id,
          amount: 100,
          date: '2026-03-15',
          description: 'Pay the card',
        },
      },
    ]);
    await waitFor(() => expect(balanceOf('Visa')).toHaveTextContent('-$220.25'));
    expect(balanceOf('Main account')).toHaveTextContent('$1,150.50');
  });

  it('asks for a category (and expense or savings) when money leaves the budget for a tracking account', async () => {
    const api = serveAccounts([checking, card, brokerage]);
    const user = userEvent.setup();
    show();
    const dialog = await openTransfer(user);
    await pick(user, dialog, 'To account', 'Brokerage');
    const category = dialog.getByLabelText(/^Category/);
    expect(category).toBeRequired();
    expect(category).toHaveAccessibleDescription(/counts in your budget/);
    await user.type(dialog.getByLabelText(/^Amount/), '250');
    expect(dialog.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await user.type(category, 'Investing');
    await pick(user, dialog, 'Counts as', 'Savings');
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()[0]?.body).toMatchObject({
      fromAccountId: checking._id,
      toAccountId: brokerage._id,
      amount: 250,
      category: 'Investing',
      type: 'savings',
    });
  });

  it('money coming into the budget needs a category but no expense or savings choice', async () => {
    serveAccounts([checking, brokerage]);
    const user = userEvent.setup();
    show();
    const dialog = await openTransfer(user);
    await pick(user, dialog, 'From account', 'Brokerage');
    await pick(user, dialog, 'To account', 'Main account');
    expect(dialog.getByLabelText(/^Category/)).toBeInTheDocument();
    expect(dialog.queryByRole('combobox', { name: 'Counts as' })).not.toBeInTheDocument();
  });

  it("shows the server's field errors on their fields and keeps the dialog open", async () => {
    const handler = accountsHandler([checking, brokerage]);
    serveSharedLedger('owner', (call) =>
      call.url === '/api/transfers'
        ? {
            status: 400,
            body: {
              errors: [
                { param: 'category', msg: 'Category must be at most 100 characters' },
                { param: 'amount', msg: 'Amount must have at most 2 decimal places' },
              ],
            },
          }
        : handler.handle(call),
    );
    const user = userEvent.setup();
    show();
    const dialog = await openTransfer(user);
    await pick(user, dialog, 'To account', 'Brokerage');
    await user.type(dialog.getByLabelText(/^Amount/), '1.234');
    await user.type(dialog.getByLabelText(/^Category/), 'Investing');
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(await dialog.findByText('Category must be at most 100 characters')).toBeVisible();
    expect(dialog.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      'Amount must have at most 2 decimal places',
    );
    expect(dialog.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the accounts must differ before anything is sent', async () => {
    const api = serveAccounts([checking, card]);
    const user = userEvent.setup();
    show();
    const dialog = await openTransfer(user);
    await pick(user, dialog, 'To account', 'Main account');
    expect(dialog.getByText('Pick two different accounts')).toBeVisible();
    await user.type(dialog.getByLabelText(/^Amount/), '5');
    expect(dialog.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    expect(api.writes()).toEqual([]);
  });

  it('is offered only with two open accounts', async () => {
    serveAccounts([checking, oldCash]);
    show();
    expect(await screen.findByRole('button', { name: 'Add Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('is not offered to a viewer of a shared ledger', async () => {
    serveSharedLedger('viewer', accountsHandler([checking, card]).handle);
    const { queryClient } = show();
    expect(await screen.findByText('Visa')).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });
});
