import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { installDashboardApi } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const isMonthBudget = (input: RequestInfo | URL) =>
  new URL(String(input), 'http://localhost').pathname === '/api/budgets';

/** Holds the month's budget answer back until `release` is called. */
function holdBudget(api: ReturnType<typeof installDashboardApi>) {
  const answer = api.fetchMock.getMockImplementation()!;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  api.fetchMock.mockImplementation(async (input, init) => {
    if (isMonthBudget(input)) await gate;
    return answer(input, init);
  });
  return () => release();
}

const guesses = ['$0.00', 'All Allocated', 'No budget set for this month', 'No transactions yet'];

describe('dashboard before and after its first answer', { timeout: 15_000 }, () => {
  it('shows placeholders, never a guessed figure or empty state, until the budget arrives', async () => {
    const api = installDashboardApi();
    const release = holdBudget(api);
    renderWithProviders(<DashboardPage />);
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the monthly overview' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading budget categories' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading transactions' })).toBeVisible();
    for (const text of guesses) expect(screen.queryByText(text)).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('$1,500.00 to allocate')).toBeInTheDocument();
    expect(await screen.findByText('Weekly shop')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /^Loading/ })).not.toBeInTheDocument();
  });

  it('says there is no budget and no transactions only when the server said so', async () => {
    installDashboardApi({ budget: null, transactions: [] });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('No budget set for this month')).toBeInTheDocument();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByTestId('overview-To Be Budgeted')).toHaveTextContent('$0.00');
  });

  it('a failed budget shows an error with Retry instead of an empty month, and Retry loads it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = installDashboardApi();
    const answer = api.fetchMock.getMockImplementation()!;
    let fail = true;
    api.fetchMock.mockImplementation(async (input, init) =>
      fail && isMonthBudget(input) ? jsonResponse(500, { msg: 'down' }) : answer(input, init),
    );
    renderWithProviders(<DashboardPage />);
    const categories = within(await screen.findByRole('region', { name: 'Budget Categories' }));
    expect(await categories.findByText("Could not load this month's budget.")).toBeVisible();
    expect(screen.getByText("Could not load this month's figures.")).toBeVisible();
    for (const text of guesses.slice(0, 3))
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    fail = false;
    await userEvent.setup().click(categories.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$1,500.00 to allocate')).toBeInTheDocument();
    expect(screen.queryByText("Could not load this month's budget.")).not.toBeInTheDocument();
  });
});
