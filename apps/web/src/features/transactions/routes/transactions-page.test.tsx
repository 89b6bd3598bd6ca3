import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { TransactionsPage } from './transactions-page.tsx';

function makeTransactions(count: number): Transaction[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    user: 'u1',
    date: new Date(Date.UTC(2026, 2, 28) - i * 3_600_000).toISOString(),
    description: i % 10 === 0 ? `Coffee ${i}` : `Groceries ${i}`,
    amount: 10 + i,
    type: 'expense',
    category: i % 10 === 0 ? 'Dining Out' : 'Groceries',
    notes: null,
    createdAt: '2026-03-28T00:00:00.000Z',
  }));
}

function serve(all: Transaction[]) {
  return installFakeFetch((call: FakeCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (url.pathname === '/api/budgets') return { status: 200, body: [] };
    if (url.pathname === '/api/transactions' && call.method === 'GET') {
      if (url.searchParams.get('getAllForFilters') === 'true') {
        const total = all.length;
        return {
          status: 200,
          body: {
            transactions: all,
            pagination: {
              currentPage: 1,
              limit: total,
              totalCount: total,
              totalPages: 1,
              hasNextPage: false,
              hasPrevPage: false,
            },
          },
        };
      }
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const totalPages = Math.ceil(all.length / limit);
      return {
        status: 200,
        body: {
          transactions: all.slice((page - 1) * limit, page * limit),
          pagination: {
            currentPage: page,
            limit,
            totalCount: all.length,
            totalPages,
            hasNextPage: page < totalPages,
            hasPrevPage: page > 1,
          },
        },
      };
    }
    if (url.pathname.startsWith('/api/transactions/')) {
      if (call.method === 'DELETE') return { status: 200, body: { success: true } };
      return { status: 200, body: { ...all[0], ...(call.body as object) } };
    }
    return undefined;
  });
}

const status = () => screen.getByRole('status');
const filter = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => clearCsrfToken());

// Full MUI tables of up to 250 rows are slow to render in jsdom.
describe('transactions page', { timeout: 40_000 }, () => {
  it('lists page 1 with numbered pagination and Load More when no filter is set', async () => {
    const { calls } = serve(makeTransactions(120));
    renderWithProviders(<TransactionsPage />);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-50 of 120 transactions'));
    expect(calls[0]?.url).toBe('/api/transactions?page=1&limit=50');
    expect(screen.getByRole('navigation', { name: 'Transaction pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-100 of 120 transactions'));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 101-120 of 120 transactions'));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { calls } = serve(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-50 of 120'));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 51-100 of 120'));
    await user.click(screen.getByLabelText('Page Size'));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-20 of 120 transactions'));
    expect(calls.at(-1)?.url).toBe('/api/transactions?page=1&limit=20');
  });

  it('filters the loaded rows with Apply Filters (Paginated) and offers more data to filter', async () => {
    serve(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-50 of 120'));
    filter('Description', 'coffee');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    expect(status()).toHaveTextContent('Showing 5 filtered results from loaded data');
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More Data to Filter' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('Showing 10 filtered results from loaded data'),
    );
  });

  it('filters every transaction with Filter All Transactions and clears back to the list', async () => {
    const { calls } = serve(makeTransactions(120));
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-50 of 120'));
    filter('Description', 'coffee');
    filter('Min Amount', '50');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 8 filtered results'));
    expect(calls.at(-1)?.url).toBe(
      '/api/transactions?description=coffee&minAmount=50&getAllForFilters=true',
    );
    expect(screen.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-50 of 120 transactions'));
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('rejects a malformed full list: an error, not its rows', async () => {
    const all = makeTransactions(60);
    const broken = [...all.slice(0, 59), { ...all[59], amount: 'sixty' }];
    serve(all);
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-50 of 60'));
    serve(broken as Transaction[]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    filter('Description', 'groceries');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    expect(
      await screen.findByText('Failed to fetch transactions. Please try again later.'),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 0 filtered results');
    expect(logged).toHaveBeenCalledWith('Failed to fetch transactions', expect.anything());
    logged.mockRestore();
  });

  it('says so when nothing matches', async () => {
    serve(makeTransactions(3));
    renderWithProviders(<TransactionsPage />);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-3 of 3'));
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
    filter('Description', 'nothing like this');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    expect(screen.getByText('No transactions found')).toBeInTheDocument();
  });

  it('renders only the rows in view when a filter matches a huge history', async () => {
    serve(makeTransactions(20_000));
    renderWithProviders(<TransactionsPage />);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1-50 of 20000'));
    filter('Description', 'groceries');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 18000 filtered results'));
    expect(screen.getAllByTestId('transaction-row').length).toBeLessThan(60);
  });

  it('saves an edit as the full transaction and deletes after the confirm text', async () => {
    const all = makeTransactions(3);
    const { calls } = serve(all);
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Coffee 0' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Description/), {
      target: { value: 'Espresso' },
    });
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
  });
});
