import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addMonths, formatMonthYear } from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { getSelectedMonth } from '../../../lib/selected-month.ts';
import { installDashboardApi, thisMonth } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';

/** Typing letter by letter is slow in jsdom; a paste enters the same text in one input event. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
import { DashboardPage } from './dashboard-page.tsx';

const amountsOf = (name: string) =>
  within(screen.getByTestId(`category-expense-${name}`)).getByTestId('category-amounts')
    .textContent;

async function editAmount(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(screen.getByRole('button', { name: `Edit budget for ${name}` }));
  const input = screen.getByRole('spinbutton', { name: `Budgeted amount for ${name}` });
  await user.clear(input);
  await user.type(input, `${value}{Enter}`);
}

describe('dashboard page', { timeout: 15_000 }, () => {
  it('shows the figures of the month from the shared budget maths', async () => {
    const api = installDashboardApi();
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('$1,500.00 to allocate')).toBeInTheDocument();
    expect(screen.getByTestId('overview-Net Income')).toHaveTextContent('$1,400.00');
    expect(screen.getByText('Positive')).toBeInTheDocument();
    expect(screen.getByText('Needs Allocation')).toBeInTheDocument();
    expect(screen.getByText('Income Categories')).toBeInTheDocument();
    expect(await screen.findByText('Weekly shop')).toBeInTheDocument();
    expect(screen.getByText('-$50.00')).toBeInTheDocument();
    // The month is named in the request, not reverse-engineered from a date range.
    const [page] = api.callsTo('GET', '/api/transactions');
    expect(new URL(page?.url ?? '', 'http://localhost').searchParams.get('month')).toBe(
      thisMonth().slice(0, 7),
    );
  });

  it('an amount edit is saved, then undo restores it with a full budget update and redo re-applies it', async () => {
    const api = installDashboardApi();
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('category-expense-Rent');
    expect(screen.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();

    await editAmount(user, 'Rent', '1200');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo (1)' })).toBeEnabled());
    const [edit] = api.callsTo('PUT', '/api/budgets/');
    expect(edit?.body).toMatchObject({ totalBudgeted: 1700, version: 1 });
    expect(edit?.body).not.toHaveProperty('_id');
    expect(amountsOf('Rent')).toBe('$1,000.00 / $1,200.00');

    await user.click(screen.getByRole('button', { name: 'Undo (1)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redo (1)' })).toBeEnabled());
    const undo = api.callsTo('PUT', '/api/budgets/')[1]?.body as Budget;
    expect(undo).toMatchObject({ _id: api.state.budget?._id, totalBudgeted: 1500, version: 2 });
    expect(undo.categories.find((c) => c.name === 'Rent')?.budgetedAmount).toBe(1000);
    expect(screen.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();
    expect(amountsOf('Rent')).toBe('$1,000.00 / $1,000.00');

    await user.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo (1)' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Redo (0)' })).toBeDisabled();
    expect(amountsOf('Rent')).toBe('$1,000.00 / $1,200.00');
  });

  it('an invalid amount is ignored without a save and the editor closes', async () => {
    const api = installDashboardApi();
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('category-expense-Rent');
    await editAmount(user, 'Rent', '-5');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/budgets/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();
  });

  it('the tab regaining focus during a save does not refetch the budget until the save is done', async () => {
    const api = installDashboardApi();
    const serve = globalThis.fetch;
    let releasePut = () => {};
    const putHeld = new Promise<void>((resolve) => (releasePut = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') await putHeld;
        return serve(input, init);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('category-expense-Rent');
    await editAmount(user, 'Rent', '1200');
    expect(amountsOf('Rent')).toBe('$1,000.00 / $1,200.00');
    const budgetReads = () =>
      api.callsTo('GET', '/api/budgets').filter((c) => c.url.includes('month=')).length;
    const before = budgetReads();
    const refocus = () =>
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
    refocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A read now could answer after the save with the budget from before it.
    expect(budgetReads()).toBe(before);
    releasePut();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo (1)' })).toBeEnabled());
    refocus();
    await waitFor(() => expect(budgetReads()).toBeGreaterThan(before));
    expect(amountsOf('Rent')).toBe('$1,000.00 / $1,200.00');
    focusManager.setFocused(undefined);
  });

  it('a failed save reverts the change, records nothing and offers the typed amount again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installDashboardApi({ onBudgetPut: () => ({ status: 500, body: { msg: 'down' } }) });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('category-expense-Rent');
    await editAmount(user, 'Rent', '1200');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    const again = await screen.findByRole('spinbutton', { name: 'Budgeted amount for Rent' });
    expect(again).toHaveValue(1200);
    await user.click(screen.getByRole('button', { name: 'Cancel edit' }));
    await waitFor(() => expect(amountsOf('Rent')).toBe('$1,000.00 / $1,000.00'));
    expect(screen.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();
  });

  it('Balance All raises each over-budget category and records one change per category', async () => {
    const api = installDashboardApi();
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByText('$1,500.00 to allocate');
    await user.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo (2)' })).toBeEnabled());
    const body = api.callsTo('PUT', '/api/budgets/')[0]?.body as Budget;
    expect(body.totalBudgeted).toBe(1600);
    expect(amountsOf('Groceries')).toBe('$350.00 / $350.00');
    expect(screen.getByText('$1,400.00 to allocate')).toBeInTheDocument();
  });

  it('M opens the Select Month dialog and picking a month loads it', async () => {
    const previous = addMonths(thisMonth(), -1).toISOString();
    const api = installDashboardApi({ months: [thisMonth(), previous] });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('category-expense-Rent');
    await user.keyboard('m');
    const dialog = await screen.findByRole('dialog', { name: 'Select Month' });
    await user.click(
      within(dialog).getByRole('button', { name: new RegExp(formatMonthYear(previous)) }),
    );
    expect(
      await screen.findByRole('button', { name: formatMonthYear(previous) }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.includes(`month=${previous.slice(0, 7)}-01`))).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // The Transactions page opens on the month picked here.
    expect(getSelectedMonth()).toBe(previous.slice(0, 7));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(getSelectedMonth()).toBe(thisMonth().slice(0, 7));
  });

  it('a failed budget fetch shows an error, not an empty month, and a failed months fetch still offers this month', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installDashboardApi({ budget: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"msg":"down"}', { status: 500 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText("Could not load this month's budget.")).toBeInTheDocument();
    expect(screen.queryByText('No budget set for this month')).not.toBeInTheDocument();
    await user.keyboard('m');
    const dialog = await screen.findByRole('dialog', { name: 'Select Month' });
    expect(within(dialog).getByText('This Month')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('a failed budget fetch is not cached: the tab regaining focus fetches it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installDashboardApi();
    const serve = globalThis.fetch;
    let down = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        down && String(input).includes('/api/budgets?')
          ? Promise.resolve(new Response('{"msg":"down"}', { status: 500 }))
          : serve(input, init),
      ),
    );
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText("Could not load this month's budget.")).toBeInTheDocument();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Failed to fetch budget for month. Please try again later.',
        expect.anything(),
      ),
    );
    down = false;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('$1,500.00 to allocate')).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('a new transaction is posted with a numeric amount and the budget and list refresh', async () => {
    const api = installDashboardApi();
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByText('Weekly shop');
    await user.click(screen.getByRole('button', { name: 'Add New Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Transaction' });
    await fill(user, within(dialog).getByLabelText(/^Description/), 'Bakery');
    await fill(user, within(dialog).getByLabelText(/^Amount/), '12.75');
    await fill(user, within(dialog).getByRole('combobox', { name: 'Category' }), 'Groceries');
    const budgetFetches = api.callsTo('GET', '/api/budgets').length;
    await user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Bakery')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/transactions')[0]?.body).toMatchObject({
      amount: 12.75,
      category: 'Groceries',
    });
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/budgets').length).toBeGreaterThan(budgetFetches),
    );
  });

  it('deleting a category asks first, warns about its transactions and then deletes it', async () => {
    const api = installDashboardApi();
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Groceries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the category "Groceries"? This action cannot be undone.',
    );
    expect(dialog).toHaveTextContent(
      'Warning: This category has transactions associated with it. Deleting the category will permanently delete all associated transactions.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Category "Groceries" and all associated transactions have been deleted successfully',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/budgets/')[0]?.url).toContain('name=Groceries&type=expense');
    await waitFor(() =>
      expect(screen.queryByTestId('category-expense-Groceries')).not.toBeInTheDocument(),
    );
  });
});
