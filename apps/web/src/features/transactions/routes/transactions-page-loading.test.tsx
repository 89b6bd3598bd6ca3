import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const isList = (url: URL) => url.pathname === '/api/transactions';
// Generous: the machine is shared and the first render loads MUI.
const slow = { timeout: 10_000 };

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <TransactionsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

describe('transactions page before its first answer', { timeout: 40_000 }, () => {
  it('shows placeholder rows, not an empty list or a count, until the rows arrive', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = serveTransactions(makeTransactions(3));
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (isList(new URL(String(input), 'http://localhost'))) await gate;
      return answer(input, init);
    });
    renderPage();
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the transaction list' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText('No transactions found')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);

    release();
    expect(await screen.findAllByTestId('transaction-row', {}, slow)).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-3 of 3 transactions');
  });

  it('a failed first load offers Retry and never says No transactions found', async () => {
    let down = true;
    serveTransactions(makeTransactions(2), {
      override: (_call, url) =>
        down && isList(url) ? { status: 500, body: { msg: 'boom' } } : undefined,
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' }, slow);
    expect(screen.getByText('Failed to fetch transactions. Please try again later.')).toBeVisible();
    expect(screen.queryByText('No transactions found')).not.toBeInTheDocument();
    down = false;
    await userEvent.setup().click(retry);
    expect(await screen.findAllByTestId('transaction-row', {}, slow)).toHaveLength(2);
  });

  it('says No transactions found when the server answered with none', async () => {
    serveTransactions([]);
    renderPage();
    expect(await screen.findByText('No transactions found', {}, slow)).toBeInTheDocument();
  });
});
