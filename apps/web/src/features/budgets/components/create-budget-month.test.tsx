import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { CreateBudgetDialog } from './create-budget-dialog.tsx';

const budget = (month: string, rent: number, rainyDay: number): Budget => ({
  _id: `00000000-0000-4000-8000-0000000000${month.slice(5, 7)}`,
  month: `${month}-01T00:00:00.000Z`,
  categories: [
    { name: 'Paycheck', type: 'income', budgetedAmount: 0, actualAmount: 3000, sortOrder: 0 },
    { name: 'Rent', type: 'expense', budgetedAmount: rent, actualAmount: 0, sortOrder: 1 },
    { name: 'Rainy Day', type: 'savings', budgetedAmount: rainyDay, actualAmount: 0, sortOrder: 2 },
  ],
  totalBudgeted: rent + rainyDay,
  totalActual: 3000,
  toBeBudgetedRollover: 0,
  version: 1,
});
const march = budget('2026-03', 1100, 200);
const april = budget('2026-04', 1200, 300);

const monthField = () => screen.getByLabelText(/^Month/);
const choose = (value: string) => fireEvent.change(monthField(), { target: { value } });
const amountsShown = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
const copyBox = () => screen.getByRole('checkbox', { name: "Copy last month's amounts" });

beforeEach(() => {
  clearCsrfToken();
  installFakeFetch((call) => {
    if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
    if (call.method === 'POST')
      return { status: 201, body: { ...april, _id: crypto.randomUUID() } };
    return undefined;
  });
});

function renderDialog() {
  const onCreated = vi.fn();
  renderWithProviders(
    <CreateBudgetDialog
      latest={april}
      budgets={[april, march]}
      onClose={() => undefined}
      onCreated={onCreated}
    />,
  );
  return { onCreated };
}

describe('Create Budget dialog: the chosen month', () => {
  it('says at once, beside the month field, that the chosen month already has a budget', () => {
    renderDialog();
    choose('2026-04');
    expect(monthField()).toHaveAccessibleDescription('A budget for April 2026 already exists.');
    choose('2026-05');
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
    expect(monthField()).not.toHaveAccessibleDescription(/already exists/);
  });

  it("leaves the usual pre-fill alone until 'Copy last month's amounts' is ticked, then copies the month before", async () => {
    const user = userEvent.setup();
    const { onCreated } = renderDialog();
    choose('2026-05');
    expect(copyBox()).not.toBeChecked();
    expect(screen.getByText('Budgeted amounts from April 2026')).toBeInTheDocument();
    expect(amountsShown().join(' ')).not.toMatch(/1,200|300\.00/);

    await user.click(copyBox());
    expect(amountsShown().find((row) => row?.includes('Rent'))).toContain('$1,200.00');
    expect(amountsShown().find((row) => row?.includes('Rainy Day'))).toContain('$300.00');

    // Another month copies from its own predecessor, and unticking puts the amounts back.
    choose('2026-04');
    expect(copyBox()).not.toBeChecked();
    await user.click(copyBox());
    expect(amountsShown().find((row) => row?.includes('Rent'))).toContain('$1,100.00');
    await user.click(copyBox());
    expect(amountsShown().join(' ')).not.toMatch(/1,100|1,200/);

    choose('2026-05');
    await user.click(copyBox());
    await user.click(screen.getByRole('button', { name: 'Create Budget' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
  });

  it('cannot copy when the month before has no budget', () => {
    renderDialog();
    choose('2026-07');
    expect(copyBox()).toBeDisabled();
    expect(screen.getByText('There is no budget for the month before')).toBeInTheDocument();
  });
});
