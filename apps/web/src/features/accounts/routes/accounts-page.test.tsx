import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
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
const region = (name: string) => screen.getByRole('region', { name });
const row = (name: string) => screen.getByTestId(`account-${name}`);
const menuOf = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu'));
};

describe('the Accounts screen', { timeout: 30_000 }, () => {
  it('lists the open accounts by budget and tracking, with their balances and the totals', async () => {
    serveAccounts([checking, card, brokerage, oldCash]);
    show();
    expect(await screen.findByRole('heading', { name: 'Budget accounts' })).toBeInTheDocument();
    const budget = within(region('Budget accounts'));
    expect(budget.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Main account',
      'Visa',
    ]);
    expect(within(row('Main account')).getByText('Checking')).toBeInTheDocument();
    expect(within(row('Main account')).getByText('Default')).toBeInTheDocument();
    expect(within(row('Main account')).getByTestId('account-balance')).toHaveTextContent(
      '$1,250.50',
    );
    expect(within(row('Visa')).getByText('Credit card')).toBeInTheDocument();
    expect(within(row('Visa')).getByTestId('account-balance')).toHaveTextContent('-$320.25');
    expect(budget.getByTestId('group-total')).toHaveTextContent('$930.25');
    expect(within(row('Brokerage')).getByText('Tracking')).toBeInTheDocument();
    expect(within(region('Tracking accounts')).getByText('Investment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa' })).toHaveAttribute(
      'href',
      `/transactions?accountId=${card._id}`,
    );

    expect(screen.getByTestId('total-assets')).toHaveTextContent('$11,250.50');
    expect(screen.getByTestId('total-liabilities')).toHaveTextContent('-$320.25');
    expect(screen.getByTestId('total-netWorth')).toHaveTextContent('$10,930.25');

    // Closed accounts wait behind their heading.
    const closed = screen.getByRole('button', { name: 'Closed accounts (1)' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Old wallet')).not.toBeInTheDocument();
    await userEvent.setup().click(closed);
    expect(await screen.findByText('Old wallet')).toBeInTheDocument();
  });

  it('adds an account: a duplicate name is refused in the form, then it lands in its group', async () => {
    const api = serveAccounts([checking]);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Add Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Account' }));
    expect(dialog.getByRole('switch', { name: 'On budget' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'On budget' })).toHaveAccessibleDescription(
      /tracking account .* without touching the budget/,
    );
    await user.type(dialog.getByLabelText(/^Name/), 'main account');
    await user.click(dialog.getByRole('button', { name: 'Add Account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An account with this name already exists',
    );

    await user.clear(dialog.getByLabelText(/^Name/));
    await user.type(dialog.getByLabelText(/^Name/), 'Car loan');
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Loan' }));
    expect(dialog.getByText('What you owe is a negative balance, e.g. -250.00')).toBeVisible();
    await user.click(dialog.getByRole('switch', { name: 'On budget' }));
    await user.type(dialog.getByLabelText('Opening balance'), '-8000');
    await user.type(dialog.getByLabelText('Opening date'), '2026-01-15');
    await user.click(dialog.getByRole('button', { name: 'Add Account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes().at(-1)).toEqual({
      method: 'POST',
      url: '/api/accounts',
      body: {
        name: 'Car loan',
        type: 'loan',
        onBudget: false,
        openingBalance: -8000,
        openingDate: '2026-01-15',
      },
    });
    const tracking = await screen.findByRole('region', { name: 'Tracking accounts' });
    expect(within(tracking).getByText('Car loan')).toBeInTheDocument();
    expect(screen.getByTestId('total-liabilities')).toHaveTextContent('-$8,000.00');
  });

  it("shows a refused delete's message in its dialog", async () => {
    const api = serveAccounts([checking, card], {
      onDelete: () => ({
        status: 409,
        body: { msg: 'This account has transactions: close it instead' },
      }),
    });
    const user = userEvent.setup();
    show();
    await screen.findByText('Visa');
    await user.click((await menuOf(user, 'Visa')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete account?' }));
    expect(
      dialog.getByText(/Delete Visa\? An account that has transactions cannot be deleted/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This account has transactions: close it instead',
    );
    expect(api.writes()).toEqual([
      { method: 'DELETE', url: `/api/accounts/${card._id}`, body: undefined },
    ]);
    expect(screen.getByText('Visa')).toBeInTheDocument();
  });

  it('keeps the default account from closing and moves the default on request', async () => {
    const api = serveAccounts([checking, card]);
    const user = userEvent.setup();
    show();
    await screen.findByText('Visa');
    const mainMenu = await menuOf(user, 'Main account');
    expect(mainMenu.queryByRole('menuitem', { name: 'Make default' })).not.toBeInTheDocument();
    expect(mainMenu.getByRole('menuitem', { name: /^Close/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(mainMenu.getByRole('menuitem', { name: /^Close/ })).toHaveTextContent(
      'Make another account the default first',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click((await menuOf(user, 'Visa')).getByRole('menuitem', { name: 'Make default' }));
    await waitFor(() => expect(within(row('Visa')).getByText('Default')).toBeInTheDocument());
    expect(within(row('Main account')).queryByText('Default')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'PUT', url: `/api/accounts/${card._id}`, body: { isDefault: true } },
    ]);
  });

  it('closes an account under Closed accounts and reopens it', async () => {
    const api = serveAccounts([checking, card]);
    const user = userEvent.setup();
    show();
    await screen.findByText('Visa');
    await user.click((await menuOf(user, 'Visa')).getByRole('menuitem', { name: 'Close' }));
    const closed = await screen.findByRole('button', { name: 'Closed accounts (1)' });
    expect(within(region('Budget accounts')).queryByText('Visa')).not.toBeInTheDocument();
    // Closed, its balance still counts: closing hides it from the pickers, the money is there.
    expect(screen.getByTestId('total-liabilities')).toHaveTextContent('-$320.25');
    await user.click(closed);
    await user.click((await menuOf(user, 'Visa')).getByRole('menuitem', { name: 'Reopen' }));
    await waitFor(() =>
      expect(within(region('Budget accounts')).getByText('Visa')).toBeInTheDocument(),
    );
    expect(api.writes().map((write) => write.body)).toEqual([{ closed: true }, { closed: false }]);
  });

  it('says so, with Retry, when the accounts cannot be loaded', async () => {
    let fail = true;
    const api = accountsHandler([checking]);
    serveSharedLedger('owner', (call) =>
      fail && call.url === '/api/accounts'
        ? { status: 500, body: { msg: 'boom' } }
        : api.handle(call),
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Could not load accounts.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Main account')).toBeInTheDocument();
  });
});

describe('the Accounts screen in a shared ledger', { timeout: 30_000 }, () => {
  function showAs(role: LedgerRoleName) {
    serveSharedLedger(role, accountsHandler([checking, card, oldCash]).handle);
    return show().queryClient;
  }

  it('shows a viewer the accounts and totals without any write action', async () => {
    const queryClient = showAs('viewer');
    expect(await screen.findByText('Visa')).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.getByTestId('total-netWorth')).toHaveTextContent('$930.25');
    expect(screen.queryByRole('button', { name: 'Add Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('gives an editor the add button and every row its actions', async () => {
    showAs('editor');
    expect(await screen.findByRole('button', { name: 'Add Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(2);
  });
});
