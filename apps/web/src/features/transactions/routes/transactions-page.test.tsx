import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import {
  makeTransactions,
  serveTransactions,
  transactionCalls,
} from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const status = () => screen.getByRole('status');
const filter = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
// Generous: eight engineers share two cores, and the first render loads MUI.
const shows = (text: string) =>
  waitFor(() => expect(status()).toHaveTextContent(text), { timeout: 10_000 });
const failedToFetch = 'Failed to fetch transactions. Please try again later.';

// The selected month has no budget in these tests: the page opens on every month
// (transactions-page-month.test.tsx covers the dashboard's month).
beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

// Full MUI tables of up to 250 rows are slow to render in jsdom.
describe('transactions page', { timeout: 40_000 }, () => {
  it('lists page 1 with numbered pagination and Load More when no filter is set', async () => {
    const { calls } = serveTransactions(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 120 transactions');
    expect(transactionCalls(calls)).toEqual(['/api/transactions?page=1&limit=50']);
    expect(screen.getByRole('navigation', { name: 'Transaction pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await shows('Showing 1-100 of 120 transactions');
    expect(transactionCalls(calls).at(-1)).toBe('/api/transactions?page=2&limit=50');

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await shows('Showing 101-120 of 120 transactions');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { calls } = serveTransactions(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 120');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await shows('Showing 51-100 of 120');
    await user.click(screen.getByLabelText('Page Size'));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await shows('Showing 1-20 of 120 transactions');
    expect(transactionCalls(calls).at(-1)).toBe('/api/transactions?page=1&limit=20');
  });

  it('filters the loaded rows with Apply Filters (Paginated) and offers more data to filter', async () => {
    const { calls } = serveTransactions(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 120');
    filter('Description', 'coffee');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    expect(status()).toHaveTextContent('Showing 5 filtered results from loaded data');
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More Data to Filter' }));
    await shows('Showing 10 filtered results from loaded data');
    // The loaded pages are the plain list's: the description was matched in the browser.
    expect(transactionCalls(calls)).toEqual([
      '/api/transactions?page=1&limit=50',
      '/api/transactions?page=2&limit=50',
    ]);
  });

  it('sends Apply Filters dates to the server and filters the rest of the loaded rows', async () => {
    const { calls } = serveTransactions(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 120');
    filter('Start Date', '2026-03-27');
    filter('End Date', '2026-03-27');
    filter('Description', 'coffee');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    await shows('Showing 2 filtered results from loaded data');
    expect(transactionCalls(calls).at(-1)).toBe(
      '/api/transactions?page=1&limit=50&startDate=2026-03-27T00%3A00%3A00.000Z&endDate=2026-03-27T23%3A59%3A59.999Z',
    );
  });

  it('filters every transaction with Filter All Transactions and clears back to the list', async () => {
    const { calls } = serveTransactions(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 120');
    filter('Description', 'coffee');
    filter('Min Amount', '50');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await shows('Showing 8 filtered results');
    expect(transactionCalls(calls).at(-1)).toBe(
      '/api/transactions?description=coffee&minAmount=50&getAllForFilters=true',
    );
    expect(screen.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await shows('Showing 1-50 of 120 transactions');
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it("shows Filter All's answer as the server filtered it, without filtering it again", async () => {
    const all = makeTransactions(30);
    // A server whose matching differs from the browser's (say, accent-insensitive):
    // its answer is the result.
    serveTransactions(all, { fullList: () => ({ ...pageOfAll(all.slice(0, 4)) }) });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-30 of 30');
    filter('Description', 'cafe');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await shows('Showing 4 filtered results');
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(4);
  });

  it('does not download every transaction for Filter All with no filter set', async () => {
    const { calls } = serveTransactions(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 120');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    expect(status()).toHaveTextContent('Showing 1-50 of 120 transactions');
    expect(transactionCalls(calls).some((url) => url.includes('getAllForFilters'))).toBe(false);
  });

  it('rejects a malformed full list: an error, not its rows', async () => {
    const all = makeTransactions(60);
    serveTransactions(all, {
      fullList: (matches) =>
        pageOfAll([...matches.slice(0, -1), { ...matches.at(-1), amount: 'x' }]),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 60');
    filter('Description', 'groceries');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    expect(await screen.findByText(failedToFetch)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 0 filtered results');
  });

  it('shows a failed page as an error, not as an empty list', async () => {
    serveTransactions(makeTransactions(3), {
      override: (call, url) =>
        url.pathname === '/api/transactions' ? { status: 500, body: { msg: 'boom' } } : undefined,
    });
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(failedToFetch)).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    serveTransactions(makeTransactions(3));
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-3 of 3');
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
    filter('Description', 'nothing like this');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    expect(screen.getByText('No transactions found')).toBeInTheDocument();
  });

  it('renders only the rows in view when a filter matches a huge history', async () => {
    serveTransactions(makeTransactions(20_000));
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 20000');
    filter('Description', 'groceries');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await shows('Showing 18000 filtered results');
    expect(screen.getAllByTestId('transaction-row').length).toBeLessThan(60);
  });

  it('saves an edit as the full transaction, deletes after the confirm text, and refreshes the open list', async () => {
    const all = makeTransactions(3);
    const { calls } = serveTransactions(all);
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-3 of 3');
    filter('Description', 'o');
    await user.click(await screen.findByRole('button', { name: 'Filter All Transactions' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Coffee 0' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Description/), {
      target: { value: 'Espresso' },
    });
    const fullLists = () => transactionCalls(calls).filter((u) => u.includes('getAllForFilters'));
    expect(fullLists()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      _id: all[0]?._id,
      description: 'Espresso',
      amount: 10,
      type: 'expense',
      category: 'Dining Out',
      date: '2026-03-28',
    });
    // The write reached the open full list through the invalidation map.
    await waitFor(() => expect(fullLists()).toHaveLength(2));

    await user.click(await screen.findByRole('button', { name: 'Delete Groceries 1' }));
    expect(
      screen.getByText(
        'Are you sure you want to delete this transaction? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/api/transactions/${all[1]?._id}`,
    );
    await waitFor(() => expect(fullLists()).toHaveLength(3));
  });
});

function pageOfAll(transactions: unknown[]) {
  const total = transactions.length;
  return {
    transactions,
    pagination: {
      currentPage: 1,
      limit: total,
      totalCount: total,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    },
  };
}
