import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { MemoryRouter } from 'react-router';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { BudgetsPage } from '../routes/budgets-page.tsx';

const STALE = 'This budget was changed elsewhere. Reload it and try again.';

const start: Budget = {
  _id: '00000000-0000-4000-8000-000000000002',
  month: '2026-04-01T00:00:00.000Z',
  categories: [
    { name: 'Salary', type: 'income', budgetedAmount: 0, actualAmount: 3000, sortOrder: 0 },
    { name: 'Fun', type: 'expense', budgetedAmount: 50, actualAmount: 15, sortOrder: 0 },
  ],
  totalBudgeted: 50,
  totalActual: 3015,
  toBeBudgetedRollover: 0,
  version: 1,
};

/**
 * One budget that another tab changed (version 2) before this page saves: a PUT carrying
 * an older version answers the server's 409, one carrying the current version is applied.
 */
function installBudgetsApi() {
  let budget: Budget = {
    ...start,
    categories: [
      ...start.categories,
      { name: 'Books', type: 'expense', budgetedAmount: 20, actualAmount: 0, sortOrder: 1 },
    ],
    version: 2,
  };
  let reads = 0;
  const puts: Budget[] = [];
  installFakeFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/budgets' && call.method === 'GET') {
      // The page loaded before the other tab's change.
      reads += 1;
      return { status: 200, body: [reads === 1 ? start : budget] };
    }
    if (path.startsWith('/api/budgets/') && call.method === 'PUT') {
      const body = call.body as Budget;
      puts.push(body);
      if (body.version !== budget.version) return { status: 409, body: { msg: STALE } };
      budget = { ...budget, categories: body.categories, version: budget.version + 1 };
      return { status: 200, body: budget };
    }
    return undefined;
  });
  return puts;
}

beforeEach(() => clearCsrfToken());

describe(
  'Budgets page: adding a category to a budget changed elsewhere',
  { timeout: 15_000 },
  () => {
    it("shows the server's 409 text, refreshes the budget and keeps the typed entry to save again", async () => {
      const puts = installBudgetsApi();
      const user = userEvent.setup();
      renderWithProviders(
        <MemoryRouter>
          <BudgetsPage />
        </MemoryRouter>,
      );
      await screen.findByText('Fun');
      await user.click(screen.getByRole('button', { name: 'Add Expense Category' }));
      const form = screen.getByRole('form', { name: 'Add Expense Category' });
      await user.type(within(form).getByRole('textbox', { name: 'Category Name' }), 'Gym');
      await user.type(within(form).getByRole('spinbutton', { name: 'Budgeted' }), '40');
      await user.click(within(form).getByRole('button', { name: 'Save new category' }));

      expect(await screen.findByText(STALE)).toBeInTheDocument();
      // The other tab's change arrives; what was typed is still there.
      expect(await screen.findByText('Books')).toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: 'Category Name' })).toHaveValue('Gym');
      expect(within(form).getByRole('spinbutton', { name: 'Budgeted' })).toHaveValue(40);

      await user.click(within(form).getByRole('button', { name: 'Save new category' }));
      await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
      expect(puts).toHaveLength(2);
      expect(puts[1]!.version).toBe(2);
      expect(puts[1]!.categories.map((c) => c.name)).toEqual(['Salary', 'Fun', 'Books', 'Gym']);
      expect(await screen.findByText('Gym')).toBeInTheDocument();
    });
  },
);
