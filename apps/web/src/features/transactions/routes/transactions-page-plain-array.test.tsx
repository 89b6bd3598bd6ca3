import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

describe('transactions page and a plain-array answer', { timeout: 40_000 }, () => {
  it('counts a plain array as page 1 of 1: its rows, no pager, no Load More', async () => {
    const rows = makeTransactions(7);
    serveTransactions(rows, {
      override: (call, url) =>
        url.pathname === '/api/transactions' && call.method === 'GET'
          ? { status: 200, body: rows }
          : undefined,
    });
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Showing 1-7 of 7 transactions'),
      { timeout: 10_000 },
    );
    expect(screen.queryByText('Failed to fetch transactions. Please try again later.')).toBeNull();
    expect(screen.getByText(rows[0]!.description)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });
});
