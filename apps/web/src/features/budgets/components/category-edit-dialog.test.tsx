import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Budget, CategoryPatch } from '@elevate/shared/schemas/budgets';
import { MemoryRouter } from 'react-router';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { BudgetsPage } from '../routes/budgets-page.tsx';

const start: Budget = {
  _id: '00000000-0000-4000-8000-000000000001',
  month: '2026-04-01T00:00:00.000Z',
  categories: [
    { name: 'Salary', type: 'income', budgetedAmount: 0, actualAmount: 3000, sortOrder: 0 },
    { name: 'Fun', type: 'expense', budgetedAmount: 50, actualAmount: 15, sortOrder: 0 },
    { name: 'Trip', type: 'savings', budgetedAmount: 100, actualAmount: 40, sortOrder: 0 },
  ],
  totalBudgeted: 150,
  totalActual: 3055,
  toBeBudgetedRollover: 0,
  version: 1,
};

/** GET /api/budgets and PATCH …/categories over one budget, applying a patch as the server does. */
function installBudgetsApi(answer409 = false) {
  let budget = start;
  const patches: CategoryPatch[] = [];
  installFakeFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/budgets' && call.method === 'GET') return { status: 200, body: [budget] };
    if (path.endsWith('/categories') && call.method === 'PATCH') {
      const patch = call.body as CategoryPatch;
      patches.push(patch);
      if (answer409) {
        return { status: 409, body: { msg: "Category 'Trip' (savings) already exists" } };
      }
      const type = patch.newType ?? patch.type;
      const categories = budget.categories.map((c) =>
        c.name === patch.name && c.type === patch.type
          ? {
              ...c,
              name: patch.newName ?? c.name,
              type,
              budgetedAmount: type === 'income' ? 0 : (patch.budgetedAmount ?? c.budgetedAmount),
            }
          : c,
      );
      budget = { ...budget, categories, version: budget.version + 1 };
      return { status: 200, body: budget };
    }
    return undefined;
  });
  return patches;
}

const section = (name: string) => screen.getByRole('region', { name });
const dialog = () => screen.getByRole('dialog', { name: 'Edit Category' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const amount = () => within(dialog()).getByRole('spinbutton', { name: /Budgeted Amount/ });

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: 'Type' }));
  await user.click(screen.getByRole('option', { name: label }));
}

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <BudgetsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => clearCsrfToken());

describe('Budgets page: editing a category definition', { timeout: 15_000 }, () => {
  it('changes an expense to income: the amount is what it received, and its transactions follow', async () => {
    const patches = installBudgetsApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Fun' }));
    expect(field('Name')).toHaveValue('Fun');
    expect(within(dialog()).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Expense');
    expect(amount()).toHaveValue(50);

    await chooseType(user, 'Income');
    expect(amount()).toBeDisabled();
    expect(amount()).toHaveValue(15);
    expect(
      within(dialog()).getByText('For income the budgeted amount is the amount received'),
    ).toBeInTheDocument();
    expect(
      within(dialog()).getByText("This month's Fun transactions become income"),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(patches).toEqual([{ name: 'Fun', type: 'expense', newType: 'income' }]);
    expect(await within(section('Income')).findByText('Fun')).toBeInTheDocument();
    expect(within(section('Income')).getByText('Received $15.00')).toBeInTheDocument();
    expect(within(section('Expenses')).queryByText('Fun')).not.toBeInTheDocument();
  });

  it('renames and retypes income to savings with a budgeted amount', async () => {
    const patches = installBudgetsApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Salary' }));
    expect(amount()).toBeDisabled();
    expect(amount()).toHaveValue(3000);
    await chooseType(user, 'Savings');
    expect(amount()).toBeEnabled();
    await user.clear(amount());
    await user.type(amount(), '80.5');
    await user.clear(field('Name'));
    await user.type(field('Name'), '  Nest Egg ');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(patches).toEqual([
      {
        name: 'Salary',
        type: 'income',
        newName: 'Nest Egg',
        newType: 'savings',
        budgetedAmount: 80.5,
      },
    ]);
    expect(await within(section('Savings')).findByText('$3,000.00 of $80.50')).toBeInTheDocument();
  });

  it('keeps Save disabled for an empty name or a negative amount, and sends nothing unchanged', async () => {
    const patches = installBudgetsApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Trip' }));
    const save = within(dialog()).getByRole('button', { name: 'Save Changes' });
    await user.clear(field('Name'));
    await user.type(field('Name'), '   ');
    expect(save).toBeDisabled();
    await user.type(field('Name'), 'Trip');
    await user.clear(amount());
    await user.type(amount(), '-1');
    expect(save).toBeDisabled();
    await user.clear(amount());
    await user.type(amount(), '100');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Trip');
    await user.click(save);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("shows the server's text when the new name and type already exist", async () => {
    installBudgetsApi(true);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Fun' }));
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Trip');
    await chooseType(user, 'Savings');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText("Category 'Trip' (savings) already exists")).toBeInTheDocument();
  });
});
