import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { installDashboardApi } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const STALE = 'This budget was changed elsewhere. Reload it and try again.';

const amountsOf = (name: string) =>
  within(screen.getByTestId(`category-expense-${name}`)).getByTestId('category-amounts')
    .textContent;

describe('dashboard: a budget save that meets a change made elsewhere', { timeout: 15_000 }, () => {
  it("shows the server's 409 text, refreshes and reopens the editor with the typed amount", async () => {
    let conflicts = 1;
    const api = installDashboardApi({
      onBudgetPut: () => {
        if (conflicts === 0) return undefined;
        conflicts -= 1;
        // Meanwhile another tab set Groceries to 320.
        api.state.budget = {
          ...api.state.budget!,
          categories: api.state.budget!.categories.map((c) =>
            c.name === 'Groceries' ? { ...c, budgetedAmount: 320 } : c,
          ),
          version: 2,
        };
        return { status: 409, body: { msg: STALE } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('category-expense-Rent');
    await user.click(screen.getByRole('button', { name: 'Edit budget for Rent' }));
    const input = screen.getByRole('spinbutton', { name: 'Budgeted amount for Rent' });
    await user.clear(input);
    await user.type(input, '1200{Enter}');

    expect(await screen.findByText(STALE)).toBeInTheDocument();
    await waitFor(() => expect(amountsOf('Groceries')).toBe('$350.00 / $320.00'));
    const again = await screen.findByRole('spinbutton', { name: 'Budgeted amount for Rent' });
    expect(again).toHaveValue(1200);
    expect(screen.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    await waitFor(() => expect(amountsOf('Rent')).toBe('$1,000.00 / $1,200.00'));
    const saved = api.callsTo('PUT', '/api/budgets/').at(-1)!.body as Budget;
    expect(saved.version).toBe(2);
    expect(saved.categories.find((c) => c.name === 'Groceries')?.budgetedAmount).toBe(320);
    expect(screen.getByRole('button', { name: 'Undo (1)' })).toBeEnabled();
  });
});
