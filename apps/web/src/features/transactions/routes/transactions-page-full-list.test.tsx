import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focusManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const status = () => screen.getByRole('status');
const shows = (text: string) =>
  waitFor(() => expect(status()).toHaveTextContent(text), { timeout: 10_000 });

/** A list response whose body arrives in two parts, the second once `release` is called. */
function streamedList(rows: Transaction[]) {
  const text = JSON.stringify({
    transactions: rows,
    pagination: {
      currentPage: 1,
      limit: rows.length,
      totalCount: rows.length,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    },
  });
  let release = () => {};
  const rest = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(text.slice(0, text.length / 2)));
      await rest;
      controller.enqueue(encoder.encode(text.slice(text.length / 2)));
      controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
  return { response, release: () => release() };
}

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});
afterEach(() => focusManager.setFocused(undefined));

describe("the Transactions page's full list and refetches", { timeout: 40_000 }, () => {
  it('shows progress while the list streams and the rows once it is whole', async () => {
    const all = makeTransactions(40);
    const { fetchMock } = serveTransactions(all);
    const answer = fetchMock.getMockImplementation();
    const stream = streamedList(all.slice(0, 4));
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('getAllForFilters')
        ? Promise.resolve(stream.response)
        : answer!(input, init),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-40 of 40 transactions');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'coffee' } });
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    expect(await screen.findByLabelText('Loading transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter All Transactions' })).toBeDisabled();
    expect(status()).toHaveTextContent(/^$/);

    stream.release();
    await shows('Showing 4 filtered results');
    expect(screen.queryByLabelText('Loading transactions')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(4);
  });

  it('keeps a full list cached: Filter All again with the same filters downloads nothing', async () => {
    const { calls } = serveTransactions(makeTransactions(40));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-40 of 40 transactions');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'coffee' } });
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await shows('Showing 4 filtered results');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    await shows('Showing 4 filtered results from loaded data');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await shows('Showing 4 filtered results');
    expect(calls.filter((call) => call.url.includes('getAllForFilters'))).toHaveLength(1);
  });

  it('refetches the list when the tab regains focus, behind the rows on screen', async () => {
    const all = makeTransactions(40);
    serveTransactions(all);
    renderWithProviders(
      <MemoryRouter>
        <TransactionsPage />
      </MemoryRouter>,
    );
    await shows('Showing 1-40 of 40 transactions');

    // Another tab added a row; this tab's next page fetch waits until released.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = serveTransactions(makeTransactions(41));
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      await gate;
      return answer!(input, init);
    });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByLabelText('Loading transactions')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 1-40 of 40 transactions');
    expect(screen.getByRole('button', { name: 'Apply Filters (Paginated)' })).toBeEnabled();
    release();
    await shows('Showing 1-41 of 41 transactions');
  });
});
