import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import type { FakeCall } from '../../../test/fake-fetch.ts';
import { resetMediaQueryMatcher, setViewportWidth } from '../../../test/match-media.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const [first, plain] = makeTransactions(2);
const split: Transaction = {
  ...first!,
  description: 'Supermarket',
  amount: 100,
  category: null,
  splits: [
    { category: 'Groceries', type: 'expense', amount: 70, notes: 'Food' },
    { category: 'Household', type: 'expense', amount: 30, notes: null },
  ],
};
const rows = () => [split, { ...plain!, splits: [] }];

const shows = (text: string) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text), { timeout: 10_000 });
const show = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/transactions']}>
      <TransactionsPage />
    </MemoryRouter>,
  );
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

async function editSplit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Supermarket' }));
  return screen.findByRole('dialog', { name: 'Edit Transaction' });
}

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});
afterEach(resetMediaQueryMatcher);

describe('split transactions on the Transactions page', { timeout: 30_000 }, () => {
  it('shows a split as ‘Split · 2’ and its parts behind Show parts', async () => {
    serveTransactions(rows());
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    const row = screen.getAllByTestId('transaction-row')[0]!;
    expect(within(row).getByText('Split · 2')).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: 'Show parts of Supermarket' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Parts' })).not.toBeInTheDocument();

    await user.click(toggle);
    const parts = screen.getByRole('list', { name: 'Parts' });
    const items = within(parts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Groceries-$70.00Food',
      'Household-$30.00',
    ]);
    const hide = screen.getByRole('button', { name: 'Hide parts of Supermarket' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', parts.id);
    await user.click(hide);
    expect(screen.queryByRole('list', { name: 'Parts' })).not.toBeInTheDocument();
    // An unsplit row has its category and nothing to expand.
    const other = screen.getAllByTestId('transaction-row')[1]!;
    expect(within(other).getByText('Groceries')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /parts/ })).not.toBeInTheDocument();
  });

  it('on a phone says ‘Split · 2’ under the description and still expands', async () => {
    setViewportWidth(375);
    serveTransactions(rows());
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    const row = screen.getAllByTestId('transaction-row')[0]!;
    expect(within(row).getByText(/Split · 2/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Show parts of Supermarket' }));
    expect(screen.getByRole('list', { name: 'Parts' })).toHaveTextContent('Household');
  });

  it('opens the edit form of a split with its parts and saves the changed parts', async () => {
    const { calls } = serveTransactions(rows());
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    const dialog = await editSplit(user);
    expect(within(dialog).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Part 1 category/ })).toHaveTextContent(
      'Groceries',
    );
    expect(within(dialog).getByLabelText(/^Part 1 amount/)).toHaveValue(70);
    expect(within(dialog).getByLabelText(/^Part 1 note/)).toHaveValue('Food');
    expect(within(dialog).getByLabelText(/^Part 2 amount/)).toHaveValue(30);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Left to assign: $0.00');

    await fill(user, within(dialog).getByLabelText(/^Part 1 amount/), '60');
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(
      within(dialog).getByText('The parts add up to $90.00, not the amount $100.00'),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^Part 2 amount/), '40');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = puts(calls)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      category: null,
      splits: [
        { category: 'Groceries', amount: 60, notes: 'Food' },
        { category: 'Household', amount: 40 },
      ],
    });
  });

  it('files a split under one category again with splits [] and that category', async () => {
    const { calls } = serveTransactions(rows());
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    const dialog = await editSplit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove part 2' }));
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(calls)[0]?.body).toMatchObject({ category: 'Groceries', splits: [] });
  });

  it('offers no Split for a transfer’s row, which the server will not split', async () => {
    const transfer = { ...plain!, splits: [], transferId: '00000000-0000-4000-8000-00000000abcd' };
    serveTransactions([split, transfer]);
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    await user.click(screen.getByRole('button', { name: `Edit ${plain!.description}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Split' })).not.toBeInTheDocument();
  });

  it('an edit of an unsplit row sends no parts, so the server keeps what it has', async () => {
    const { calls } = serveTransactions(rows());
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    await user.click(screen.getByRole('button', { name: `Edit ${plain!.description}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    await user.type(within(dialog).getByLabelText(/^Notes/), 'Receipt kept');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(calls)[0]?.body).toMatchObject({ category: 'Groceries', notes: 'Receipt kept' });
    expect(puts(calls)[0]?.body).not.toHaveProperty('splits');
  });
});
