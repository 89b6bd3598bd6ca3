import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tagKeys } from '../../../entities/tags/keys.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import {
  makeTransactions,
  serveTransactions,
  transactionCalls,
} from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

// Rows 0 ('Coffee 0'), 3 and 5 were on the trip; row 3 was food too.
const rows = makeTransactions(12).map((row, i) => {
  if (i === 3) return { ...row, tags: ['trip-2026', 'Food'] };
  return { ...row, tags: i === 0 || i === 5 ? ['trip-2026'] : [] };
});
const tags = [
  { name: 'Food', count: 1 },
  { name: 'trip-2026', count: 3 },
];

const status = () => screen.getByRole('status');
const shows = (text: string) =>
  waitFor(() => expect(status()).toHaveTextContent(text), { timeout: 10_000 });
const show = (path = '/transactions') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <TransactionsPage />
    </MemoryRouter>,
  );
/** The query of the last list call, in the order it was sent. */
const lastQuery = (calls: Parameters<typeof transactionCalls>[0]) => [
  ...new URL(transactionCalls(calls).at(-1)!, 'http://localhost').searchParams.entries(),
];
const tagField = () => screen.findByRole('combobox', { name: 'Tag' });

async function pickTag(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(await tagField(), name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }));
}

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

describe('the Tag filter of the Transactions page', { timeout: 30_000 }, () => {
  it("asks the server for one tag's plain paged list, whatever its case", async () => {
    const { calls } = serveTransactions(rows, { tags });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-12 of 12 transactions');
    await pickTag(user, 'trip-2026');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    await shows('Showing 1-3 of 3 transactions');
    expect(lastQuery(calls)).toEqual([
      ['page', '1'],
      ['limit', '50'],
      ['tag', 'trip-2026'],
    ]);

    await user.clear(await tagField());
    await user.type(await tagField(), 'FOOD');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    await shows('Showing 1-1 of 1 transactions');
    expect(lastQuery(calls)).toContainEqual(['tag', 'FOOD']);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await shows('Showing 1-12 of 12 transactions');
    expect(await tagField()).toHaveValue('');
    // Back on the unfiltered list, answered from the cache.
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(12);
  });

  it("filters the tag's pages on the server and the other fields in the browser", async () => {
    const { calls } = serveTransactions(rows, { tags });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-12 of 12 transactions');
    await pickTag(user, 'trip-2026');
    await user.type(screen.getByLabelText('Description'), 'coffee');
    await user.click(screen.getByRole('button', { name: 'Apply Filters (Paginated)' }));
    await shows('Showing 1 filtered results from loaded data');
    expect(lastQuery(calls)).toEqual([
      ['page', '1'],
      ['limit', '50'],
      ['tag', 'trip-2026'],
    ]);
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(1);
    expect(screen.getByText('Coffee 0')).toBeInTheDocument();
  });

  it('sends the tag with every other filter for Filter All', async () => {
    const { calls } = serveTransactions(rows, { tags });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-12 of 12 transactions');
    await pickTag(user, 'trip-2026');
    await user.type(screen.getByLabelText('Description'), 'groceries');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await shows('Showing 2 filtered results');
    expect(lastQuery(calls)).toEqual([
      ['description', 'groceries'],
      ['tag', 'trip-2026'],
      ['getAllForFilters', 'true'],
    ]);
  });

  it("shows a row's tags as chips; a chip adds its tag to the filters in the same mode", async () => {
    const { calls } = serveTransactions(rows, { tags });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-12 of 12 transactions');
    const row3 = screen.getAllByTestId('transaction-row')[3]!;
    expect(
      within(row3)
        .getAllByRole('button', { name: /^Filter by tag/ })
        .map((chip) => chip.textContent),
    ).toEqual(['trip-2026', 'Food']);
    expect(
      within(screen.getAllByTestId('transaction-row')[1]!).queryByRole('button', {
        name: /^Filter by tag/,
      }),
    ).toBeNull();

    await user.click(within(row3).getByRole('button', { name: 'Filter by tag Food' }));
    await shows('Showing 1-1 of 1 transactions');
    expect(lastQuery(calls)).toContainEqual(['tag', 'Food']);
    expect(await tagField()).toHaveValue('Food');

    // In Filter All the chip keeps the mode and the other filters.
    await user.clear(await tagField());
    await user.type(screen.getByLabelText('Description'), 'groceries');
    await user.click(screen.getByRole('button', { name: 'Filter All Transactions' }));
    await shows('Showing 10 filtered results');
    await user.click(screen.getAllByRole('button', { name: 'Filter by tag trip-2026' })[0]!);
    await shows('Showing 2 filtered results');
    expect(lastQuery(calls)).toEqual([
      ['description', 'groceries'],
      ['tag', 'trip-2026'],
      ['getAllForFilters', 'true'],
    ]);
    expect(screen.getByLabelText('Description')).toHaveValue('groceries');
  });

  it('opens on the tag a link names, as the Reports page links to it', async () => {
    const { calls } = serveTransactions(rows, { tags });
    show('/transactions?tag=trip-2026&startDate=2026-03-01&endDate=2026-03-31&all=true');
    await shows('Showing 3 filtered results');
    expect(lastQuery(calls)).toEqual([
      ['month', '2026-03'],
      ['tag', 'trip-2026'],
      ['getAllForFilters', 'true'],
    ]);
    expect(await tagField()).toHaveValue('trip-2026');
  });

  it('keeps the panel as it was for a ledger without tags: no Tag field', async () => {
    serveTransactions(
      rows.map((row) => ({ ...row, tags: [] })),
      { tags: [] },
    );
    const { queryClient } = show();
    await shows('Showing 1-12 of 12 transactions');
    await waitFor(() => expect(queryClient.getQueryData(tagKeys.list())).toEqual([]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('combobox', { name: 'Tag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filter by tag/ })).not.toBeInTheDocument();
  });
});
