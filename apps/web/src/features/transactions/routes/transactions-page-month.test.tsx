import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
const shows = (text: string) =>
  waitFor(() => expect(status()).toHaveTextContent(text), { timeout: 10_000 });
const dates = () => [screen.getByLabelText('Start Date'), screen.getByLabelText('End Date')];

// Hourly from 3 March 2026 back to 26 February: 49 rows in March, 71 in February.
const history = () => makeTransactions(120, Date.UTC(2026, 2, 3));

beforeEach(() => clearCsrfToken());

describe('transactions page and the selected month', { timeout: 40_000 }, () => {
  it("opens on the dashboard's month when it has a budget; Clear Filters keeps that month", async () => {
    setSelectedMonth('2026-03-01T00:00:00.000Z');
    const { calls } = serveTransactions(history(), { budgets: ['2026-03'] });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-49 of 49 transactions');
    expect(dates().map((field) => (field as HTMLInputElement).value)).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect(transactionCalls(calls)).toEqual(['/api/transactions?page=1&limit=50&month=2026-03']);

    // Narrowed by a description, then cleared: back on the month's first page, its dates in view.
    await user.click(screen.getByLabelText('Page Size'));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await shows('Showing 1-20 of 49 transactions');
    await user.click(screen.getByRole('button', { name: /Load More/ }));
    await shows('Showing 1-40 of 49 transactions');
    await user.type(screen.getByLabelText('Description'), 'coffee');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    await shows('Showing 4 filtered results from loaded data');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await shows('Showing 1-20 of 49 transactions');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(dates().map((field) => (field as HTMLInputElement).value)).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect(transactionCalls(calls)).toContain('/api/transactions?page=1&limit=20&month=2026-03');
  });

  it('lists every month only when the dates are widened on purpose', async () => {
    setSelectedMonth('2026-03-01T00:00:00.000Z');
    const { calls } = serveTransactions(history(), { budgets: ['2026-03'] });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-49 of 49 transactions');
    const [start] = dates();
    await user.clear(start!);
    await user.type(start!, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    await shows('Showing 50 filtered results from loaded data');
    expect(transactionCalls(calls).at(-1)).toContain('startDate=2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    // The month's list again (still cached from the start), its dates in view.
    await shows('Showing 1-49 of 49 transactions');
    expect(dates().map((field) => (field as HTMLInputElement).value)).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
  });

  it('follows whichever month the dashboard selected', async () => {
    setSelectedMonth('2026-02');
    serveTransactions(history(), { budgets: ['2026-02', '2026-03'] });
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 71 transactions');
    expect(screen.getByLabelText('Start Date')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('End Date')).toHaveValue('2026-02-28');
  });

  it('opens on every month when the selected month has no budget', async () => {
    setSelectedMonth('2026-03');
    const { calls } = serveTransactions(history(), { budgets: ['2026-02'] });
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 120 transactions');
    expect(screen.getByLabelText('Start Date')).toHaveValue('');
    expect(transactionCalls(calls)).toEqual(['/api/transactions?page=1&limit=50']);
  });

  it('opens on every month when the budget cannot be fetched', async () => {
    setSelectedMonth('2026-03');
    serveTransactions(history(), {
      override: (_call, url) =>
        url.pathname === '/api/budgets' ? { status: 500, body: { msg: 'down' } } : undefined,
    });
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-50 of 120 transactions');
  });

  it("asks Filter All for the month's matches by its month", async () => {
    setSelectedMonth('2026-03');
    const { calls } = serveTransactions(history(), { budgets: ['2026-03'] });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-49 of 49 transactions');
    await user.type(screen.getByLabelText('Description'), 'coffee');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await shows('Showing 5 filtered results');
    expect(transactionCalls(calls).at(-1)).toBe(
      '/api/transactions?month=2026-03&description=coffee&getAllForFilters=true',
    );
  });

  it("opens on the budget month's days when the ledger's months start on the 25th", async () => {
    setSelectedMonth('2026-04');
    // Hourly back from 27 March: 49 rows from 25 March on, in April's budget month.
    const rows = makeTransactions(120, Date.UTC(2026, 2, 27));
    const { calls } = serveTransactions(rows, { budgets: ['2026-04'], monthStartDay: 25 });
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(dates().map((field) => (field as HTMLInputElement).value)).toEqual([
        '2026-03-25',
        '2026-04-24',
      ]),
    );
    await shows('Showing 1-49 of 49 transactions');
    // The whole budget month goes as month=, never as a range of days.
    expect(transactionCalls(calls)).toContain('/api/transactions?page=1&limit=50&month=2026-04');
    expect(transactionCalls(calls).filter((url) => url.includes('startDate'))).toEqual([]);
  });
});
