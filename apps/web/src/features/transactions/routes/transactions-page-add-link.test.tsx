import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

const show = (entry: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <TransactionsPage />
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

describe("the installed app's 'Add transaction' shortcut", () => {
  it('opens the add form once and leaves the address without it', async () => {
    serveTransactions(makeTransactions(2));
    const user = userEvent.setup();
    show('/transactions?add=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Transaction' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address', hidden: true })).toHaveTextContent(
        /^\/transactions$/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Closed, it stays closed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Add New Transaction' })).toBeNull();
  });

  it('keeps the filters a link carries beside it', async () => {
    serveTransactions(makeTransactions(2));
    show('/transactions?category=Food&add=1');
    await screen.findByRole('dialog', { name: 'Add New Transaction' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address', hidden: true })).toHaveTextContent(
        '/transactions?category=Food',
      ),
    );
  });
});
