import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { card, checking, oldCash, serveAccounts } from '../test/fake-accounts-api.ts';
import { showAccountsPage } from '../test/show-accounts-page.tsx';

beforeEach(() => clearCsrfToken());

const cleared = { ...checking, clearedBalance: 1000 };
const show = showAccountsPage;

async function openReconcile(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Reconcile' }));
  return within(screen.getByRole('dialog', { name: `Reconcile ${name}` }));
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  balance: string,
) {
  await user.clear(dialog.getByLabelText(/^Statement date/));
  await user.type(dialog.getByLabelText(/^Statement date/), '2026-03-31');
  await user.type(dialog.getByLabelText(/^Statement ending balance/), balance);
}

describe('Reconcile on the Accounts screen', { timeout: 30_000 }, () => {
  it('locks the cleared rows when the statement matches, and says how many', async () => {
    const api = serveAccounts([cleared, card]);
    const user = userEvent.setup();
    show();
    const dialog = await openReconcile(user, 'Main account');
    expect(dialog.getByTestId('cleared-balance')).toHaveTextContent('$1,000.00');
    await fill(user, dialog, '1000');
    await user.click(dialog.getByRole('button', { name: 'Reconcile' }));
    expect(await dialog.findByText(/3 transactions locked/)).toBeVisible();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: `/api/accounts/${checking._id}/reconcile`,
        body: { statementDate: '2026-03-31', statementBalance: 1000 },
      },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows how far off the statement is, then books an adjustment on request', async () => {
    const api = serveAccounts([cleared, card]);
    const user = userEvent.setup();
    show();
    const dialog = await openReconcile(user, 'Main account');
    await fill(user, dialog, '987.66');
    await user.click(dialog.getByRole('button', { name: 'Reconcile' }));
    expect(await dialog.findByText('Off by $12.34')).toBeVisible();
    expect(dialog.getByText(/statement is lower than the cleared balance/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Book an adjustment' }));
    expect(await dialog.findByText(/3 transactions locked/)).toBeVisible();
    expect(api.writes().map((write) => write.body)).toEqual([
      { statementDate: '2026-03-31', statementBalance: 987.66 },
      { statementDate: '2026-03-31', statementBalance: 987.66, adjust: true },
    ]);
  });

  it('cancels to go and find the difference, booking nothing', async () => {
    const api = serveAccounts([cleared, card]);
    const user = userEvent.setup();
    show();
    const dialog = await openReconcile(user, 'Main account');
    await fill(user, dialog, '1010');
    await user.click(dialog.getByRole('button', { name: 'Reconcile' }));
    expect(await dialog.findByText('Off by $10.00')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toHaveLength(1);
  });

  it('checks a corrected balance afresh, and says the cleared balance up to the date', async () => {
    // 50 of the cleared 1000 were cleared after the statement date: the server compares 950.
    const api = serveAccounts([cleared, card], {
      onReconcile: (_account, body) => {
        const difference = Math.round((Number(body.statementBalance) - 950) * 100) / 100;
        return difference === 0
          ? { status: 200, body: { difference: 0, reconciled: 2 } }
          : { status: 409, body: { msg: 'The statement does not match', difference } };
      },
    });
    const user = userEvent.setup();
    show();
    const dialog = await openReconcile(user, 'Main account');
    await fill(user, dialog, '1000');
    await user.click(dialog.getByRole('button', { name: 'Reconcile' }));
    expect(await dialog.findByText('Off by $50.00')).toBeVisible();
    expect(
      dialog.getByText(/higher than the cleared balance up to its date \(\$950\.00\)/),
    ).toBeVisible();
    const amount = dialog.getByLabelText(/^Statement ending balance/);
    await user.clear(amount);
    await user.type(amount, '950');
    expect(dialog.queryByText(/Off by/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Book an adjustment' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reconcile' }));
    expect(await dialog.findByText(/2 transactions locked/)).toBeVisible();
    expect(api.writes().map((write) => write.body)).toEqual([
      { statementDate: '2026-03-31', statementBalance: 1000 },
      { statementDate: '2026-03-31', statementBalance: 950 },
    ]);
  });

  it('is offered for open accounts only', async () => {
    serveAccounts([cleared, oldCash]);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Closed accounts (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Old wallet' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Reopen' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Reconcile' })).not.toBeInTheDocument();
  });
});
