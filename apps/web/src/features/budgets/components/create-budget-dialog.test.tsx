import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { templateCategories } from '@elevate/shared';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { monthInputValue } from '../create-budget-draft.ts';
import { CreateBudgetDialog } from './create-budget-dialog.tsx';

const latest: Budget = {
  _id: '00000000-0000-4000-8000-000000000001',
  month: '2026-04-01T00:00:00.000Z',
  categories: [
    { name: 'Paycheck', type: 'income', budgetedAmount: 0, actualAmount: 3000, sortOrder: 0 },
    { name: 'Rent', type: 'expense', budgetedAmount: 1200, actualAmount: 1200, sortOrder: 1 },
    { name: 'Rainy Day', type: 'savings', budgetedAmount: 300, actualAmount: 100, sortOrder: 4 },
  ],
  totalBudgeted: 1500,
  totalActual: 4300,
  toBeBudgetedRollover: 0,
  version: 3,
};

const categoryList = () => screen.getByRole('list', { name: 'Categories' });
const createButton = () => screen.getByRole('button', { name: 'Create Budget' });

beforeEach(() => clearCsrfToken());

function renderDialog(from: Budget | null) {
  const onCreated = vi.fn();
  renderWithProviders(
    <CreateBudgetDialog latest={from} onClose={() => undefined} onCreated={onCreated} />,
  );
  return { onCreated };
}

describe('Create Budget dialog', () => {
  it('defaults the month to the current month and copies the latest budget with amounts 0', async () => {
    const { calls } = installFakeFetch((call) => {
      if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
      if (call.method === 'POST')
        return { status: 201, body: { ...latest, _id: '00000000-0000-4000-8000-000000000002' } };
      return undefined;
    });
    const { onCreated } = renderDialog(latest);
    expect(screen.getByLabelText(/Month/)).toHaveValue(monthInputValue());
    expect(within(categoryList()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(categoryList()).getByText('Rent')).toBeInTheDocument();

    await userEvent.setup().click(createButton());
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      month: `${monthInputValue()}-01`,
      categories: [
        { name: 'Paycheck', type: 'income', budgetedAmount: 0, sortOrder: 0 },
        { name: 'Rent', type: 'expense', budgetedAmount: 0, sortOrder: 1 },
        { name: 'Rainy Day', type: 'savings', budgetedAmount: 0, sortOrder: 4 },
      ],
      totalBudgeted: 0,
      totalActual: 0,
    });
  });

  it('starts from the built-in template when there is no earlier budget', () => {
    renderDialog(null);
    expect(within(categoryList()).getAllByRole('listitem')).toHaveLength(
      templateCategories().length,
    );
    expect(within(categoryList()).getByText('Emergency Fund')).toBeInTheDocument();
  });

  it('replaces the list with the template on Load Template', async () => {
    renderDialog(latest);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load Template' }));
    expect(within(categoryList()).getAllByRole('listitem')).toHaveLength(24);
    expect(within(categoryList()).queryByText('Rent')).not.toBeInTheDocument();
  });

  it('disables Create Budget once every category is removed', async () => {
    const user = userEvent.setup();
    renderDialog(latest);
    for (const name of ['Paycheck', 'Rent', 'Rainy Day']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    }
    expect(createButton()).toBeDisabled();
  });

  it('needs a name, and for expense or savings a non-zero amount, before a category can be added', async () => {
    const user = userEvent.setup();
    renderDialog(latest);
    const add = screen.getByRole('button', { name: 'Add Category' });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Category Name'), { target: { value: 'Gym' } });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0' } });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '45' } });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(within(categoryList()).getByText('Gym')).toBeInTheDocument();
    expect(within(categoryList()).getByText('$45.00')).toBeInTheDocument();
  });

  it('adds an income category without an amount field', async () => {
    const user = userEvent.setup();
    renderDialog(latest);
    await user.click(screen.getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'Income' }));
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Category Name'), { target: { value: 'Bonus' } });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(within(categoryList()).getByText('Bonus')).toBeInTheDocument();
  });

  it('refuses a second category of the same name and type', () => {
    renderDialog(latest);
    fireEvent.change(screen.getByLabelText('Category Name'), { target: { value: 'rent' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10' } });
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeDisabled();
    expect(screen.getByText('Already in the list')).toBeInTheDocument();
  });

  it('shows the documented alert when creating fails', async () => {
    installFakeFetch((call) =>
      call.url.endsWith('/api/csrf-token')
        ? { status: 200, body: { csrfToken: 'c' } }
        : { status: 500, body: {} },
    );
    renderDialog(latest);
    await userEvent.setup().click(createButton());
    expect(
      await screen.findByText('Failed to create budget. Please try again.'),
    ).toBeInTheDocument();
  });
});
