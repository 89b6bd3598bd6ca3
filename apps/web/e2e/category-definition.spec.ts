import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';
import { apiFor } from './fixtures/api.ts';

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const monthValue = (d: Date) => d.toISOString().slice(0, 7);
const card = (page: Page) => page.getByRole('article', { name: `Budget ${monthValue(thisMonth)}` });

test('a category changed to income on /budgets carries its transactions to the dashboard', async ({
  app,
  page,
}) => {
  const user = await signUpAndVerify(app, page);
  const api = apiFor(page, user.token);
  // No savings category: the dashboard's savings section is empty.
  await api.post('/api/budgets', {
    month: thisMonth.toISOString(),
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
      { name: 'Side Gig', type: 'expense', budgetedAmount: 50, sortOrder: 0 },
      { name: 'Rent', type: 'expense', budgetedAmount: 900, sortOrder: 1 },
    ],
  });
  const gig = await api.post<{ _id: string }>('/api/transactions', {
    date: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12)).toISOString(),
    description: 'Logo design',
    amount: 120,
    type: 'expense',
    category: 'Side Gig',
  });

  await page.goto('/budgets');
  const budget = card(page);
  await expect(budget.getByText('$120.00 of $50.00')).toBeVisible();
  await budget.getByRole('button', { name: 'Edit Side Gig' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Income' }).click();
  const amount = edit.getByRole('spinbutton', { name: /Budgeted Amount/ });
  await expect(amount).toBeDisabled();
  await expect(amount).toHaveValue('120');
  await expect(
    edit.getByText('For income the budgeted amount is the amount received'),
  ).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const income = budget.getByRole('region', { name: 'Income' });
  await expect(income.getByText('Side Gig')).toBeVisible();
  await expect(income.getByText('Received $120.00')).toBeVisible();
  await expect(budget.getByText('Spending: $0.00 / $900.00')).toBeVisible();
  const moved = await api.get<{ type: string; category: string }>(`/api/transactions/${gig._id}`);
  expect([moved.type, moved.category]).toEqual(['income', 'Side Gig']);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const panel = page.getByRole('region', { name: 'Budget Categories' });
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    'Income Categories',
    'Savings Categories',
    'Expense Categories',
  ]);
  await expect(
    panel
      .getByRole('region', { name: 'Savings Categories' })
      .getByText('No savings categories this month'),
  ).toBeVisible();
  const row = page.getByTestId('category-income-Side Gig');
  await expect(row.getByTestId('category-amounts')).toHaveText('$120.00');
  await expect(row.getByRole('progressbar', { name: 'Side Gig 100% of budget' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit budget for Side Gig' })).toBeDisabled();
  await expect(page.getByTestId('overview-Net Income')).toHaveText('$120.00');
});
