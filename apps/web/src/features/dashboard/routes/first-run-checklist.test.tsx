import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installDashboardApi, sampleBudget } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const checklist = () => screen.findByRole('region', { name: 'Get started' }, { timeout: 5000 });
const stepState = (card: HTMLElement, label: string) => {
  const row = within(card).getByText(label).closest('li')!;
  return within(row).getByTitle(/Done|To do/).textContent;
};

/** A budget with a salary category and nothing received or assigned yet. */
const freshBudget = () =>
  sampleBudget({
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0, actualAmount: 0, sortOrder: 0 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 0, actualAmount: 0, sortOrder: 0 },
    ],
    totalBudgeted: 0,
    totalActual: 0,
  });

describe('first-run checklist', { timeout: 15_000 }, () => {
  it('a new user sees the documented text and three open steps, the first linking to New Budget', async () => {
    installDashboardApi({
      budget: null,
      months: [],
      transactions: [],
      account: { checklistDismissed: false },
    });
    renderWithProviders(<DashboardPage importPath="/transactions/import" />);
    const card = await checklist();
    expect(screen.getByText('No budget set for this month')).toBeInTheDocument();
    expect(within(card).getByText('0 of 3 done')).toBeInTheDocument();
    for (const label of [
      'Create your first budget',
      'Add or import transactions',
      'Assign what is left',
    ])
      expect(stepState(card, label)).toBe('To do');
    expect(within(card).getByRole('link', { name: 'New Budget' })).toHaveAttribute(
      'href',
      '/budgets?new=1',
    );
    expect(within(card).getByRole('link', { name: 'Import' })).toHaveAttribute(
      'href',
      '/transactions/import',
    );
  });

  it('ticks a step off when the data says it is done: adding a transaction from the card', async () => {
    installDashboardApi({
      budget: freshBudget(),
      transactions: [],
      account: { checklistDismissed: false },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    const card = await checklist();
    expect(stepState(card, 'Create your first budget')).toBe('Done');
    expect(stepState(card, 'Add or import transactions')).toBe('To do');
    expect(within(card).getByText('1 of 3 done')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Transaction' });
    await user.click(within(dialog).getByLabelText(/^Description/));
    await user.paste('Bakery');
    await user.click(within(dialog).getByLabelText(/^Amount/));
    await user.paste('12.75');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.paste('Groceries');
    await user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));

    await waitFor(() => expect(stepState(card, 'Add or import transactions')).toBe('Done'));
    expect(within(card).getByText('2 of 3 done')).toBeInTheDocument();
    expect(stepState(card, 'Assign what is left')).toBe('To do');
  });

  it('money received and all of it assigned ticks the last step, and the card goes away for good', async () => {
    const api = installDashboardApi({ account: { checklistDismissed: false } });
    // The sample budget has $1,500 left: assign it and the checklist is finished.
    api.state.budget = sampleBudget({
      categories: [
        { name: 'Salary', type: 'income', budgetedAmount: 0, actualAmount: 1500, sortOrder: 0 },
        { name: 'Rent', type: 'expense', budgetedAmount: 1500, actualAmount: 0, sortOrder: 0 },
      ],
    });
    renderWithProviders(<DashboardPage />);
    await screen.findByText('Weekly shop');
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/account')[0]?.body).toEqual({ checklistDismissed: true }),
    );
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('dismissing hides it, tells the server, and a dismissed checklist stays hidden', async () => {
    const api = installDashboardApi({
      budget: null,
      months: [],
      transactions: [],
      account: { checklistDismissed: false },
    });
    const user = userEvent.setup();
    const first = renderWithProviders(<DashboardPage />);
    await user.click(within(await checklist()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('PATCH', '/api/account').map((c) => c.body)).toEqual([
      { checklistDismissed: true },
    ]);
    first.unmount();
    const accountReads = api.callsTo('GET', '/api/account').length;

    // A later visit (a fresh cache, as on another device) reads the account and shows none.
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('No budget set for this month')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/account').length).toBeGreaterThan(accountReads),
    );
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });
});
