import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';
import { apiFor } from './fixtures/api.ts';

const now = new Date();
const monthStart = (offset: number) =>
  new Date(Date.UTC(now.getFullYear(), now.getMonth() + offset, 1));
const monthTitle = (d: Date) =>
  d.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthValue = (d: Date) => d.toISOString().slice(0, 7);

const card = (page: Page, month: Date) =>
  page.getByRole('article', { name: `Budget ${monthValue(month)}` });

test('creates a budget from the template, then the next one from the most recent budget', async ({
  app,
  page,
}) => {
  await signUpAndVerify(app, page);
  await page.goto('/budgets');
  await expect(page.getByRole('heading', { name: 'Budgets', level: 1 })).toBeVisible();
  await expect(
    page.getByText('No budgets yet. Create your first budget to get started.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'New Budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Budget' });
  await expect(dialog.getByLabel(/^Month/)).toHaveValue(monthValue(monthStart(0)));
  const categories = dialog.getByRole('list', { name: 'Categories' }).getByRole('listitem');
  await expect(categories).toHaveCount(24);
  await dialog.getByRole('button', { name: 'Remove Gifts' }).click();
  await dialog.getByLabel('Category Name').fill('Pet Care');
  await dialog.getByLabel(/^Amount/).fill('25');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(categories).toHaveCount(24);
  await dialog.getByLabel(/^Month/).fill(monthValue(monthStart(-1)));
  await dialog.getByRole('button', { name: 'Create Budget' }).click();
  await expect(dialog).toBeHidden();
  const previous = card(page, monthStart(-1));
  await expect(previous.getByRole('heading', { name: monthTitle(monthStart(-1)) })).toBeVisible();
  await expect(previous.getByText('Pet Care')).toBeVisible();
  await expect(previous.getByText('Spending: $0.00 / $25.00')).toBeVisible();

  await page.getByRole('button', { name: 'New Budget' }).click();
  await expect(dialog.getByText('Pet Care')).toBeVisible();
  await expect(dialog.getByText('Gifts')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Load Template' }).click();
  await expect(dialog.getByText('Gifts')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'New Budget' }).click();
  await expect(dialog.getByText('Pet Care')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Budget' }).click();
  await expect(dialog).toBeHidden();
  const headings = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([monthTitle(monthStart(0)), monthTitle(monthStart(-1))]);
  // Copied names and types with amounts reset to 0.
  await expect(card(page, monthStart(0)).getByText('Spending: $0.00 / $0.00')).toBeVisible();
});

test('edits the month, adds, renames and deletes categories, and deletes the budget', async ({
  app,
  page,
}) => {
  const user = await signUpAndVerify(app, page);
  const api = apiFor(page, user.token);
  const month = monthStart(-1);
  const other = monthStart(-3);
  await api.post('/api/budgets', {
    month: month.toISOString(),
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 400, sortOrder: 0 },
    ],
  });
  await api.post('/api/budgets', {
    month: other.toISOString(),
    categories: [{ name: 'Rent', type: 'expense', budgetedAmount: 900 }],
  });
  const tx = await api.post<{ _id: string }>('/api/transactions', {
    date: new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 5)).toISOString(),
    description: 'Market run',
    amount: 50,
    type: 'expense',
    category: 'Groceries',
  });

  await page.goto('/budgets');
  const budget = card(page, month);
  await expect(budget.getByText('$50.00 of $400.00')).toBeVisible();
  await expect(budget.getByTestId('net-remaining')).toHaveText('-$50.00');

  await budget.getByRole('button', { name: 'Add Expense Category' }).click();
  await budget.getByLabel('Category Name').fill('Gym');
  await budget.getByLabel('Budgeted').fill('30');
  await budget.getByRole('button', { name: 'Save new category' }).click();
  await expect(budget.getByText('$0.00 of $30.00')).toBeVisible();

  await budget.getByRole('button', { name: 'Add Income Category' }).click();
  await expect(budget.getByLabel('Budgeted')).toHaveCount(0);
  await budget.getByLabel('Category Name').fill('Bonus');
  await budget.getByRole('button', { name: 'Save new category' }).click();
  await expect(budget.getByText('Bonus')).toBeVisible();

  await budget.getByRole('button', { name: 'Edit Groceries' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByLabel('Name').fill('Food');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(budget.getByText('Food', { exact: true })).toBeVisible();
  await expect(budget.getByText('$50.00 of $400.00')).toBeVisible();
  const moved = await api.get<{ category: string }>(`/api/transactions/${tx._id}`);
  expect(moved.category).toBe('Food');

  await budget.getByRole('button', { name: 'Delete Gym' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete the category "Gym"? This action cannot be undone.',
  );
  await expect(confirm).not.toContainText('Warning:');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Category "Gym" and all associated transactions have been deleted successfully'),
  ).toBeVisible();

  await budget.getByRole('button', { name: 'Delete Food' }).click();
  await expect(confirm).toContainText(
    'Warning: This category has transactions associated with it. Deleting the category will permanently delete all associated transactions.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // A month that already has a budget is refused with the server's reason.
  await budget.getByRole('button', { name: `Edit month of ${monthTitle(month)}` }).click();
  await budget.getByLabel('Budget month').fill(monthValue(other));
  await budget.getByRole('button', { name: 'Save month' }).click();
  await expect(page.getByText('A budget for this month already exists')).toBeVisible();

  const target = monthStart(-2);
  await budget.getByRole('button', { name: `Edit month of ${monthTitle(month)}` }).click();
  await budget.getByLabel('Budget month').fill(monthValue(target));
  await budget.getByRole('button', { name: 'Save month' }).click();
  await expect(page.getByText('Budget month updated successfully')).toBeVisible();
  const moved2 = card(page, target);
  await expect(moved2.getByRole('heading', { name: monthTitle(target) })).toBeVisible();

  await moved2.getByRole('button', { name: `Delete budget ${monthTitle(target)}` }).click();
  const confirmBudget = page.getByRole('dialog', { name: 'Delete Budget' });
  await expect(confirmBudget).toContainText(
    'All associated transactions will also be permanently deleted.',
  );
  await confirmBudget.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(`Budget for ${monthTitle(target)} has been deleted successfully`),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('pages budgets two at a time, newest first', async ({ app, page }) => {
  const user = await signUpAndVerify(app, page);
  const api = apiFor(page, user.token);
  for (const offset of [0, -1, -2]) {
    await api.post('/api/budgets', {
      month: monthStart(offset).toISOString(),
      categories: [{ name: 'Rent', type: 'expense', budgetedAmount: 1 }],
    });
  }
  await page.goto('/budgets');
  const headings = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([monthTitle(monthStart(0)), monthTitle(monthStart(-1))]);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(headings).toHaveText([monthTitle(monthStart(-2))]);
});

test('New Budget names a month that already has a budget as soon as it is chosen', async ({
  app,
  page,
}) => {
  const user = await signUpAndVerify(app, page);
  await apiFor(page, user.token).post('/api/budgets', {
    month: monthStart(-1).toISOString(),
    categories: [{ name: 'Rent', type: 'expense', budgetedAmount: 900 }],
  });
  await page.goto('/budgets');
  await page.getByRole('button', { name: 'New Budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Budget' });
  const month = dialog.getByLabel(/^Month/);
  await expect(dialog.getByText(/already exists/)).toHaveCount(0);
  await month.fill(monthValue(monthStart(-1)));
  await expect(month).toHaveAccessibleDescription(
    `A budget for ${monthTitle(monthStart(-1))} already exists.`,
  );
  await month.fill(monthValue(monthStart(0)));
  await expect(dialog.getByText(/already exists/)).toHaveCount(0);

  // Off by default (the usual pre-fill of zeros); ticked, last month's amounts come over.
  const copy = dialog.getByRole('checkbox', { name: "Copy last month's amounts" });
  await expect(copy).not.toBeChecked();
  const rent = dialog.getByRole('list', { name: 'Categories' }).getByRole('listitem').filter({
    hasText: 'Rent',
  });
  await expect(rent).toContainText('$0.00');
  await copy.check();
  await expect(rent).toContainText('$900.00');
});
