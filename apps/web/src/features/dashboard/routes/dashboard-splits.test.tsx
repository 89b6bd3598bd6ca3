import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { inMainAccount } from '../../../test/account-fixtures.ts';
import { installDashboardApi, sampleBudget, thisMonth } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const split: Transaction = {
  _id: '33333333-3333-4333-8333-333333333333',
  user: 'u1',
  date: thisMonth(),
  description: 'Supermarket',
  amount: 100,
  type: 'expense',
  category: null,
  notes: null,
  ...inMainAccount,
  createdAt: thisMonth(),
  splits: [
    { category: 'Groceries', type: 'expense', amount: 70, notes: null },
    { category: 'Rent', type: 'expense', amount: 30, notes: 'Cleaning' },
  ],
};

// Actuals as the server counts a split: each part in its own category.
const budget = sampleBudget({
  categories: [
    { name: 'Rent', type: 'expense', budgetedAmount: 1000, actualAmount: 1030, sortOrder: 0 },
    { name: 'Groceries', type: 'expense', budgetedAmount: 300, actualAmount: 70, sortOrder: 1 },
    { name: 'Dining', type: 'expense', budgetedAmount: 100, actualAmount: 0, sortOrder: 2 },
  ],
});

const amountsOf = (name: string) =>
  within(screen.getByTestId(`category-expense-${name}`)).getByTestId('category-amounts')
    .textContent;

/**
 * jsdom lays nothing out: the dragged row sits at the top and the target category right under
 * it, every other category far below, so the keyboard drag's first ArrowDown lands on the target.
 */
let target = '';
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const id = this.getAttribute('data-testid') ?? '';
    // The dragged row and its drag preview (the overlay, whose rect the drop is judged by).
    if (!id.startsWith('category-'))
      return DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 });
    const y = id === `category-expense-${target}` ? 60 : 5000;
    return DOMRect.fromRect({ x: 0, y, width: 300, height: 40 });
  });
}

async function dropOn(user: ReturnType<typeof userEvent.setup>, category: string) {
  target = category;
  const row = screen.getByText('Supermarket').closest('[aria-roledescription="draggable"]');
  (row as HTMLElement).focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');
}

beforeEach(layOut);
afterEach(() => vi.restoreAllMocks());

describe('a split added from the dashboard', { timeout: 20_000 }, () => {
  it('posts its parts and shows as ‘Split · 2’ in the recent transactions', async () => {
    const api = installDashboardApi({ budget, transactions: [] });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await user.click(await screen.findByRole('button', { name: 'Add New Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Transaction' });
    await user.type(within(dialog).getByLabelText(/^Description/), 'Market');
    await user.type(within(dialog).getByLabelText(/^Amount/), '50');
    await user.type(within(dialog).getByRole('combobox', { name: 'Category' }), 'Groceries');
    await user.click(within(dialog).getByRole('button', { name: 'Split' }));
    await user.clear(within(dialog).getByLabelText(/^Part 1 amount/));
    await user.type(within(dialog).getByLabelText(/^Part 1 amount/), '20');
    await user.click(within(dialog).getByRole('combobox', { name: /^Part 2 category/ }));
    await user.click(screen.getByRole('option', { name: 'Dining' }));
    await user.type(within(dialog).getByLabelText(/^Part 2 amount/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    const row = (await screen.findByText('Market')).closest('li')!;
    expect(within(row).getByText('Split · 2')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/transactions')[0]?.body).toMatchObject({
      category: null,
      splits: [
        { category: 'Groceries', amount: 20 },
        { category: 'Dining', amount: 30 },
      ],
    });
  });
});

describe('dragging a split transaction onto a category', { timeout: 20_000 }, () => {
  it('asks which part moves; a part goes, the others stay, and undo puts the parts back', async () => {
    const api = installDashboardApi({ budget, transactions: [split] });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    const row = (await screen.findByText('Supermarket')).closest('li')!;
    expect(within(row).getByText('Split · 2')).toBeInTheDocument();

    await dropOn(user, 'Dining');
    const dialog = await screen.findByRole('dialog', { name: 'Move which part to Dining?' });
    const choices = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(choices).toEqual([
      'Groceries · -$70.00',
      'Rent · -$30.00Cleaning',
      'All parts',
      'Cancel',
    ]);
    await user.click(within(dialog).getByRole('button', { name: /^Groceries/ }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/transactions/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/transactions/')[0]?.body).toMatchObject({
      category: null,
      splits: [
        { category: 'Dining', amount: 70, notes: null },
        { category: 'Rent', amount: 30, notes: 'Cleaning' },
      ],
    });
    // Only the moved part's amount changes category in the actuals.
    expect(amountsOf('Dining')).toContain('$70.00');
    expect(amountsOf('Groceries')).toContain('$0.00');
    expect(amountsOf('Rent')).toContain('$1,030.00');

    await user.click(await screen.findByRole('button', { name: 'Undo (1)' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/transactions/')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/transactions/')[1]?.body).toMatchObject({
      category: null,
      splits: [
        { category: 'Groceries', amount: 70 },
        { category: 'Rent', amount: 30, notes: 'Cleaning' },
      ],
    });
    expect(api.state.transactions[0]?.splits?.map((part) => part.category)).toEqual([
      'Groceries',
      'Rent',
    ]);
  });

  it('‘All parts’ files the whole transaction under the category, and undo splits it again', async () => {
    const api = installDashboardApi({ budget, transactions: [split] });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByText('Supermarket');

    await dropOn(user, 'Dining');
    const dialog = await screen.findByRole('dialog', { name: 'Move which part to Dining?' });
    await user.click(within(dialog).getByRole('button', { name: 'All parts' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/transactions/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/transactions/')[0]?.body).toMatchObject({
      category: 'Dining',
      splits: [],
    });
    expect(amountsOf('Dining')).toContain('$100.00');
    expect(amountsOf('Rent')).toContain('$1,000.00');
    await waitFor(() =>
      expect(
        within(screen.getByText('Supermarket').closest('li')!).getByText('Dining'),
      ).toBeInTheDocument(),
    );

    await user.click(await screen.findByRole('button', { name: 'Undo (1)' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/transactions/')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/transactions/')[1]?.body).toMatchObject({
      category: null,
      splits: split.splits!.map(({ category, amount }) => ({ category, amount })),
    });
  });

  it('Cancel moves nothing', async () => {
    const api = installDashboardApi({ budget, transactions: [split] });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByText('Supermarket');
    await dropOn(user, 'Dining');
    const dialog = await screen.findByRole('dialog', { name: 'Move which part to Dining?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/transactions/')).toHaveLength(0);
    expect(amountsOf('Dining')).toContain('$0.00');
    expect(screen.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();
  });
});
