import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installDashboardApi, sampleBudget } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';
import { DashboardPage } from '../routes/dashboard-page.tsx';

const section = (name: string) => screen.getByRole('region', { name });

describe('dashboard categories panel', { timeout: 15_000 }, () => {
  it('keeps all three section headings, with an empty state for a type without categories', async () => {
    const budget = sampleBudget();
    installDashboardApi({
      budget: { ...budget, categories: budget.categories.filter((c) => c.type !== 'savings') },
    });
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('category-expense-Rent');
    const headings = within(screen.getByRole('region', { name: 'Budget Categories' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Income Categories', 'Savings Categories', 'Expense Categories']);
    expect(
      within(section('Savings Categories')).getByText('No savings categories this month'),
    ).toBeInTheDocument();
    expect(within(section('Expense Categories')).queryByText(/^No /)).not.toBeInTheDocument();
  });

  it('gives income rows the edit icon and a progress bar full once income came in', async () => {
    const budget = sampleBudget();
    installDashboardApi({
      budget: {
        ...budget,
        categories: [
          ...budget.categories,
          { name: 'Bonus', type: 'income', budgetedAmount: 0, actualAmount: 0, sortOrder: 1 },
        ],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    const salary = await screen.findByTestId('category-income-Salary');

    const edit = within(salary).getByRole('button', { name: 'Edit budget for Salary' });
    expect(edit).toBeDisabled();
    await user.hover(edit.parentElement as HTMLElement);
    expect(
      await screen.findByRole('tooltip', {
        name: 'Income has no budgeted amount: it counts what you receive',
      }),
    ).toBeInTheDocument();

    const received = within(salary).getByRole('progressbar', { name: 'Salary 100% of budget' });
    expect(received).toHaveAttribute('aria-valuenow', '100');
    expect(received.className).toMatch(/colorSuccess/);
    const bonus = within(screen.getByTestId('category-income-Bonus')).getByRole('progressbar', {
      name: 'Bonus 0% of budget',
    });
    expect(bonus).toHaveAttribute('aria-valuenow', '0');
    expect(bonus.className).toMatch(/colorPrimary/);

    // Expense rows keep the working inline editor.
    const rent = within(screen.getByTestId('category-expense-Rent'));
    await user.click(rent.getByRole('button', { name: 'Edit budget for Rent' }));
    expect(screen.getByRole('spinbutton', { name: 'Budgeted amount for Rent' })).toBeVisible();
  });
});
