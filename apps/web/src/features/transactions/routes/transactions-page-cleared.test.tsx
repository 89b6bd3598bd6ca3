import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const show = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/transactions']}>
      <TransactionsPage />
    </MemoryRouter>,
  );
const writes = (calls: { method: string; url: string; body: unknown }[]) =>
  calls
    .filter((call) => call.method === 'PUT')
    .map((call) => ({ url: call.url, body: call.body as Record<string, unknown> }));

// The first render loads the page's modules: more than a second on a busy machine.
const firstTick = () =>
  screen.findByRole('checkbox', { name: 'Cleared: Coffee 0' }, { timeout: 5_000 });

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

describe('the Cleared tick and reconciled rows', { timeout: 30_000 }, () => {
  it('ticks a row off against the bank with only { cleared }, and unticks it', async () => {
    const rows = makeTransactions(3);
    const { calls } = serveTransactions(rows);
    const user = userEvent.setup();
    show();
    const tick = await firstTick();
    expect(tick).not.toBeChecked();
    await user.click(tick);
    // Off while it saves, then ticked once the list is back.
    await waitFor(() => {
      const saved = screen.getByRole('checkbox', { name: 'Cleared: Coffee 0' });
      expect(saved).toBeChecked();
      expect(saved).toBeEnabled();
    });
    await user.click(screen.getByRole('checkbox', { name: 'Cleared: Coffee 0' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Cleared: Coffee 0' })).not.toBeChecked(),
    );
    expect(writes(calls)).toEqual([
      { url: `/api/transactions/${rows[0]!._id}`, body: { cleared: true } },
      { url: `/api/transactions/${rows[0]!._id}`, body: { cleared: false } },
    ]);
  });

  it('takes a tick back with Undo and makes it again with Redo, then drops a stale undo', async () => {
    const rows = makeTransactions(2);
    const { calls } = serveTransactions(rows);
    const user = userEvent.setup();
    show();
    const tick = await firstTick();
    // Nothing to take back yet: no buttons, the header as it was.
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    await user.click(tick);
    expect(screen.getByRole('button', { name: 'Redo (0)' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Undo (1)' }));
    expect(await screen.findByText('Undone: Marked ‘Coffee 0’ cleared')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Cleared: Coffee 0' })).not.toBeChecked(),
    );
    await user.click(screen.getByRole('button', { name: 'Redo (1)' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Cleared: Coffee 0' })).toBeChecked(),
    );
    expect(writes(calls).map((write) => write.body)).toEqual([
      { cleared: true },
      { cleared: false },
      { cleared: true },
    ]);

    // Reconciled since (by a reconcile, here or elsewhere): the undo would break the statement.
    rows[0] = { ...rows[0]!, reconciled: true };
    await user.keyboard('{Control>}z{/Control}');
    expect(
      await screen.findByText(
        'Could not undo: Marked ‘Coffee 0’ cleared. The transaction is reconciled now.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(3);
  });

  it('shows a reconciled row locked, with a Reconciled tooltip, and no tick', async () => {
    const rows = makeTransactions(2).map((row, i) =>
      i === 0 ? { ...row, cleared: true, reconciled: true } : row,
    );
    serveTransactions(rows);
    const user = userEvent.setup();
    show();
    const lock = await screen.findByRole('img', { name: 'Reconciled: Coffee 0' });
    expect(screen.queryByRole('checkbox', { name: 'Cleared: Coffee 0' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cleared: Groceries 1' })).toBeInTheDocument();
    await user.hover(lock);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reconciled');
  });

  it('asks before changing a reconciled row, then re-sends with confirm', async () => {
    const rows = makeTransactions(2).map((row, i) =>
      i === 0 ? { ...row, cleared: true, reconciled: true } : row,
    );
    const { calls } = serveTransactions(rows);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Edit Coffee 0' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Transaction' }));
    await user.clear(form.getByLabelText(/^Amount/));
    await user.type(form.getByLabelText(/^Amount/), '12');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const ask = within(
      await screen.findByRole('dialog', { name: 'Change a reconciled transaction?' }),
    );
    expect(
      ask.getByText('This transaction is reconciled with a bank statement. Change it anyway?'),
    ).toBeVisible();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]?.body.confirm).toBeUndefined();
    await user.click(ask.getByRole('button', { name: 'Change it anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(2);
    expect(writes(calls)[1]?.body).toMatchObject({ amount: 12, confirm: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the form open when the change is not confirmed', async () => {
    const rows = makeTransactions(1).map((row) => ({ ...row, cleared: true, reconciled: true }));
    const { calls } = serveTransactions(rows);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Edit Coffee 0' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Transaction' }));
    await user.clear(form.getByLabelText(/^Amount/));
    await user.type(form.getByLabelText(/^Amount/), '99');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    const ask = within(
      await screen.findByRole('dialog', { name: 'Change a reconciled transaction?' }),
    );
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Change a reconciled transaction?' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Transaction' })).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
  });
});
