import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { apiFor } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';

// Decision 0018: a write refreshes every cache it touched (entities/invalidation.ts), so a
// screen opened right after it, by client-side navigation, shows the new figures.

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const monthTitle = (d: Date) =>
  d.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayOf = (day: number) =>
  new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth(), day)).toISOString();

async function seed(page: Page, token: string) {
  const api = apiFor(page, token);
  await api.post('/api/budgets', {
    month: thisMonth.toISOString(),
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 300, sortOrder: 0 },
      { name: 'Dining Out', type: 'expense', budgetedAmount: 100, sortOrder: 1 },
    ],
  });
  const add = (description: string, amount: number, type: string, category: string, day: number) =>
    api.post('/api/transactions', { date: dayOf(day), description, amount, type, category });
  await add('Paycheck', 3000, 'income', 'Salary', 1);
  await add('Weekly shop', 200, 'expense', 'Groceries', 2);
  await add('Pizza night', 40, 'expense', 'Dining Out', 3);
  // Money is left to assign, so the first-run checklist would stand above the panels and
  // push the drag's target below the fold; this spec is about fresh data, not the checklist.
  await api.patch('/api/account', { checklistDismissed: true });
}

const amounts = (page: Page, name: string) =>
  page.getByTestId(`category-expense-${name}`).getByTestId('category-amounts');
const transactionRow = (page: Page, description: string) =>
  page.getByTestId('transaction-row').filter({ hasText: description });

/** Client-side navigation through the drawer: the query cache survives, nothing reloads. */
async function navigate(page: Page, to: 'Dashboard' | 'Budgets' | 'Transactions') {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: to })
    .click();
}

/** A flag on window that a reload would wipe. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);

async function dragTo(page: Page, source: ReturnType<Page['locator']>, target: typeof source) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2, { steps: 2 });
  await page.mouse.up();
}

test.describe('fresh data across screens', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ app, page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const user = await signUpAndVerify(app, page);
    await seed(page, user.token);
  });

  test('a transaction edit, a category rename and a budget delete show on the dashboard at once', async ({
    page,
  }) => {
    // The dashboard's month is cached first, so stale figures would have something to show.
    await page.goto('/');
    await expect(amounts(page, 'Groceries')).toHaveText('$200.00 / $300.00');
    await expect(amounts(page, 'Dining Out')).toHaveText('$40.00 / $100.00');
    await markDocument(page);

    await navigate(page, 'Transactions');
    await page.getByRole('button', { name: 'Edit Weekly shop' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
    await edit.getByLabel('Amount').fill('260');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();

    await navigate(page, 'Budgets');
    const card = page.getByRole('article', {
      name: `Budget ${thisMonth.toISOString().slice(0, 7)}`,
    });
    await card.getByRole('button', { name: 'Edit Dining Out' }).click();
    const rename = page.getByRole('dialog', { name: 'Edit Category' });
    await rename.getByLabel('Name').fill('Restaurants');
    await rename.getByRole('button', { name: 'Save Changes' }).click();
    await expect(card.getByText('Restaurants', { exact: true })).toBeVisible();

    await navigate(page, 'Dashboard');
    await expect(amounts(page, 'Groceries')).toHaveText('$260.00 / $300.00');
    await expect(amounts(page, 'Restaurants')).toHaveText('$40.00 / $100.00');
    await expect(page.getByTestId('category-expense-Dining Out')).toHaveCount(0);
    await expect(transactionRow(page, 'Weekly shop')).toContainText('-$260.00');
    await expect(transactionRow(page, 'Pizza night')).toContainText('Restaurants');

    await navigate(page, 'Budgets');
    await card.getByRole('button', { name: `Delete budget ${monthTitle(thisMonth)}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Budget' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      page.getByText(`Budget for ${monthTitle(thisMonth)} has been deleted successfully`),
    ).toBeVisible();

    await navigate(page, 'Dashboard');
    await expect(page.getByText('No budget set for this month').first()).toBeVisible();
    await expect(page.getByTestId('category-expense-Groceries')).toHaveCount(0);
    // The month's transactions went with its budget.
    await expect(page.getByTestId('transaction-row')).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a move and a new transaction on the dashboard show on /transactions at once', async ({
    page,
  }) => {
    await page.goto('/transactions');
    await expect(transactionRow(page, 'Pizza night')).toContainText('Dining Out');
    await markDocument(page);

    await navigate(page, 'Dashboard');
    await expect(amounts(page, 'Groceries')).toHaveText('$200.00 / $300.00');
    await expect(transactionRow(page, 'Pizza night')).toBeVisible();
    await dragTo(
      page,
      transactionRow(page, 'Pizza night'),
      page.getByTestId('category-expense-Groceries'),
    );
    await expect(amounts(page, 'Groceries')).toHaveText('$240.00 / $300.00');
    await page.getByRole('button', { name: 'Add New Transaction' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Transaction' });
    await add.getByLabel(/^Date/).fill(dayOf(4).slice(0, 10));
    await add.getByLabel(/^Description/).fill('Bakery');
    await add.getByLabel(/^Amount/).fill('12.5');
    await add.getByRole('combobox', { name: 'Category' }).fill('Groceries');
    await add.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(add).toBeHidden();
    await expect(amounts(page, 'Groceries')).toHaveText('$252.50 / $300.00');

    await navigate(page, 'Transactions');
    await expect(transactionRow(page, 'Pizza night')).toContainText('Groceries');
    await expect(transactionRow(page, 'Bakery')).toContainText('-$12.50');
    expect(await isSameDocument(page)).toBe(true);
  });
});
