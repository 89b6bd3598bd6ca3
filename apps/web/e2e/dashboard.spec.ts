import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';
import { apiFor } from './fixtures/api.ts';

type Category = {
  name: string;
  type: 'income' | 'expense' | 'savings';
  budgetedAmount: number;
  actualAmount: number;
  sortOrder: number;
};
type Budget = { _id: string; month: string; categories: Category[]; totalBudgeted: number };
type Tx = { _id: string; description: string; category: string };

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const monthTitle = (d: Date) =>
  d.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayOf = (d: Date, day: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), day)).toISOString();

const category = (
  name: string,
  type: Category['type'],
  budgetedAmount: number,
  sortOrder: number,
) => ({
  name,
  type,
  budgetedAmount,
  sortOrder,
});

/** One month with income, three expense categories and one savings goal, plus a smaller last month. */
async function seed(page: Page, token: string) {
  const api = apiFor(page, token);
  await api.post('/api/budgets', {
    month: thisMonth.toISOString(),
    categories: [
      category('Salary', 'income', 0, 0),
      category('Rent', 'expense', 1000, 0),
      category('Groceries', 'expense', 300, 1),
      category('Dining Out', 'expense', 100, 2),
      category('Vacation', 'savings', 200, 0),
    ],
  });
  await api.post('/api/budgets', {
    month: lastMonth.toISOString(),
    categories: [category('Salary', 'income', 0, 0), category('Utilities', 'expense', 120, 0)],
  });
  const add = (
    description: string,
    amount: number,
    type: Category['type'],
    cat: string,
    day: number,
  ) =>
    api.post('/api/transactions', {
      date: dayOf(thisMonth, day),
      description,
      amount,
      type,
      category: cat,
    });
  await add('Paycheck', 3000, 'income', 'Salary', 1);
  await add('Monthly rent', 1000, 'expense', 'Rent', 2);
  await add('Weekly shop', 200, 'expense', 'Groceries', 3);
  await add('Farmers market', 150, 'expense', 'Groceries', 4);
  await add('Pizza night', 40, 'expense', 'Dining Out', 5);
  await add('Trip fund', 250, 'savings', 'Vacation', 6);
  return api;
}

const row = (page: Page, type: string, name: string) =>
  page.getByTestId(`category-${type}-${name}`);
const amounts = (page: Page, type: string, name: string) =>
  row(page, type, name).getByTestId('category-amounts');

async function monthBudget(api: ReturnType<typeof apiFor>, month = thisMonth): Promise<Budget> {
  const [budget] = await api.get<Budget[]>(
    `/api/budgets?month=${encodeURIComponent(month.toISOString())}`,
  );
  if (!budget) throw new Error('no budget');
  return budget;
}
const find = (budget: Budget, name: string) => budget.categories.find((c) => c.name === name);

async function dragTo(
  page: Page,
  source: ReturnType<Page['locator']>,
  target: ReturnType<Page['locator']>,
) {
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

test.describe('dashboard', () => {
  // Each test signs up a fresh user and seeds two months through the API first.
  test.describe.configure({ timeout: 60_000 });
  let api: ReturnType<typeof apiFor>;
  let consoleErrors: string[] = [];

  test.beforeEach(async ({ app, page }) => {
    // Tall enough for the category rows and the recent transactions to be on screen together
    // for the drags, with the Upcoming, Goals and Insights cards in between.
    await page.setViewportSize({ width: 1440, height: 2400 });
    consoleErrors = [];
    page.on('console', (message) => {
      // A request the test itself makes fail is reported by the browser, not by the app.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    const user = await signUpAndVerify(app, page);
    api = await seed(page, user.token);
    await page.goto('/');
    await expect(row(page, 'expense', 'Rent')).toBeVisible();
  });

  // Dashboard failures are only logged as warnings (docs/product/README.md).
  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test('the overview cards show the totals of the data', async ({ page }) => {
    await expect(page.getByTestId('overview-Net Income')).toHaveText('$1,360.00');
    await expect(page.getByTestId('overview-To Be Budgeted')).toHaveText('$1,400.00');
    await expect(page.getByText('$1,400.00 to allocate')).toBeVisible();
    await expect(page.getByTestId('overview-Savings Rate')).toHaveText('8.3%');
    await expect(page.getByText('Building your savings habit!')).toBeVisible();
    await expect(amounts(page, 'expense', 'Groceries')).toHaveText('$350.00 / $300.00');
    await expect(page.getByTestId('transaction-row')).toHaveCount(6);
  });

  test('dragging a transaction onto another category moves both actuals; undo restores and redo re-applies', async ({
    page,
  }) => {
    const pizza = page.getByTestId('transaction-row').filter({ hasText: 'Pizza night' });
    await dragTo(page, pizza, row(page, 'expense', 'Groceries'));
    await expect(amounts(page, 'expense', 'Groceries')).toHaveText('$390.00 / $300.00');
    await expect(amounts(page, 'expense', 'Dining Out')).toHaveText('$0.00 / $100.00');
    await expect(page.getByRole('button', { name: 'Undo (1)' })).toBeEnabled();
    await expect
      .poll(async () => find(await monthBudget(api), 'Groceries')?.actualAmount)
      .toBe(390);
    expect(find(await monthBudget(api), 'Dining Out')?.actualAmount).toBe(0);

    await page.getByRole('button', { name: 'Undo (1)' }).click();
    await expect(amounts(page, 'expense', 'Dining Out')).toHaveText('$40.00 / $100.00');
    await expect(amounts(page, 'expense', 'Groceries')).toHaveText('$350.00 / $300.00');
    await expect
      .poll(async () => find(await monthBudget(api), 'Dining Out')?.actualAmount)
      .toBe(40);
    expect(find(await monthBudget(api), 'Groceries')?.actualAmount).toBe(350);

    await page.getByRole('button', { name: 'Redo (1)' }).click();
    await expect(amounts(page, 'expense', 'Groceries')).toHaveText('$390.00 / $300.00');
    await expect
      .poll(async () => find(await monthBudget(api), 'Groceries')?.actualAmount)
      .toBe(390);
    const { transactions } = await api.get<{ transactions: Tx[] }>(
      '/api/transactions?description=Pizza',
    );
    expect(transactions[0]?.category).toBe('Groceries');
  });

  test('an inline budgeted-amount edit is saved and can be undone', async ({ page }) => {
    await row(page, 'expense', 'Rent')
      .getByRole('button', { name: 'Edit budget for Rent' })
      .click();
    await page.getByRole('spinbutton', { name: 'Budgeted amount for Rent' }).fill('1250');
    await page.keyboard.press('Enter');
    await expect(amounts(page, 'expense', 'Rent')).toHaveText('$1,000.00 / $1,250.00');
    await expect.poll(async () => find(await monthBudget(api), 'Rent')?.budgetedAmount).toBe(1250);

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect(amounts(page, 'expense', 'Rent')).toHaveText('$1,000.00 / $1,000.00');
    await expect.poll(async () => find(await monthBudget(api), 'Rent')?.budgetedAmount).toBe(1000);
  });

  test('Balance All assigns the unbudgeted money and can be undone', async ({ page }) => {
    await page.getByRole('button', { name: 'Balance All' }).click();
    await expect(amounts(page, 'expense', 'Groceries')).toHaveText('$350.00 / $350.00');
    await expect(page.getByText('$1,300.00 to allocate')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo (2)' })).toBeEnabled();
    await expect.poll(async () => (await monthBudget(api)).totalBudgeted).toBe(1700);
    expect(find(await monthBudget(api), 'Vacation')?.budgetedAmount).toBe(250);

    await page.getByRole('button', { name: 'Undo (2)' }).click();
    await expect(page.getByRole('button', { name: 'Undo (1)' })).toBeEnabled();
    await page.getByRole('button', { name: 'Undo (1)' }).click();
    await expect(page.getByText('$1,400.00 to allocate')).toBeVisible();
    await expect.poll(async () => (await monthBudget(api)).totalBudgeted).toBe(1600);
  });

  test('a category reorder survives a reload', async ({ page }) => {
    const handle = page.getByRole('button', { name: 'Reorder Dining Out' });
    // Each key waits for the spoken update: the keyboard sensor listens for arrows only once
    // the drag has started and the rows are measured, so a key pressed sooner is lost.
    const live = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    // The pick-up is announced, then at once that the row is over its own place.
    await expect(live).toHaveText(
      /^(Picked up category Dining Out\.|category Dining Out is over category Dining Out\.)$/,
    );
    await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText('category Dining Out is over category Groceries.');
    await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText('category Dining Out is over category Rent.');
    await page.keyboard.press('Space');
    await expect(live).toHaveText('category Dining Out was dropped on category Rent.');
    const names = () =>
      page.getByRole('region', { name: 'Expense Categories' }).getByTestId(/category-expense-/);
    await expect(names().first()).toHaveAttribute('data-testid', 'category-expense-Dining Out');
    await expect.poll(async () => find(await monthBudget(api), 'Dining Out')?.sortOrder).toBe(0);
    await page.reload();
    await expect(names().first()).toHaveAttribute('data-testid', 'category-expense-Dining Out');
    await expect(names().nth(1)).toHaveAttribute('data-testid', 'category-expense-Rent');
  });

  test('M opens the month dialog and picking a month loads it', async ({ page }) => {
    await page.keyboard.press('m');
    const dialog = page.getByRole('dialog', { name: 'Select Month' });
    await expect(dialog.getByText('This Month')).toBeVisible();
    await dialog.getByRole('button', { name: new RegExp(monthTitle(lastMonth)) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: monthTitle(lastMonth) })).toBeVisible();
    await expect(row(page, 'expense', 'Utilities')).toBeVisible();
    await expect(page.getByText('Current Month')).toBeHidden();
  });

  test('a failed save reverts the optimistic change', async ({ page }) => {
    await page.route('**/api/budgets/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
    );
    await row(page, 'expense', 'Rent')
      .getByRole('button', { name: 'Edit budget for Rent' })
      .click();
    await page.getByRole('spinbutton', { name: 'Budgeted amount for Rent' }).fill('1250');
    await page.keyboard.press('Enter');
    // The change is taken back and the editor opens again with what was typed, to try again.
    const editor = page.getByRole('spinbutton', { name: 'Budgeted amount for Rent' });
    await expect(editor).toHaveValue('1250', { timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(amounts(page, 'expense', 'Rent')).toHaveText('$1,000.00 / $1,000.00');
    await expect(page.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();
    expect(find(await monthBudget(api), 'Rent')?.budgetedAmount).toBe(1000);
  });
});

test.describe('first-run checklist', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a fresh user goes through all three steps, sees each tick itself off, and the card goes when done', async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    const user = await signUpAndVerify(app, page);
    const api = apiFor(page, user.token);
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Get started' });
    // A busy machine can take long to draw the signed-in app the first time.
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('No budget set for this month')).toBeVisible();
    await expect(card.getByText('0 of 3 done')).toBeVisible();
    // Above the panels: the documented narrow order (categories before the summary) is kept.
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
    const categories = page.getByRole('region', { name: 'Budget Categories' });
    expect(await top(card)).toBeLessThan(await top(categories));
    const step = (label: string) => card.getByRole('listitem').filter({ hasText: label });
    const ticked = (label: string) => step(label).getByRole('img', { name: 'Done' });
    const open = (label: string) => step(label).getByRole('img', { name: 'To do' });

    // 1. The budget, from the card's own link.
    await card.getByRole('link', { name: 'New Budget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Budget' });
    await dialog.getByRole('button', { name: 'Create Budget' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/');
    await expect(card.getByText('1 of 3 done')).toBeVisible({ timeout: 30_000 });
    await expect(ticked('Create your first budget')).toBeVisible();
    await expect(open('Add or import transactions')).toBeVisible();
    await expect(open('Assign what is left')).toBeVisible();

    // 2. A paycheck through the card's Add button: the step ticks off without a reload.
    // It is $500 more than the new budget plans to spend, so $500 is left to assign.
    const budget = await monthBudget(api);
    const income = budget.categories.find((c) => c.type === 'income')!.name;
    const spend = budget.categories.find((c) => c.type === 'expense')!;
    const planned = budget.categories
      .filter((c) => c.type !== 'income')
      .reduce((sum, c) => sum + c.budgetedAmount, 0);
    await step('Add or import transactions').getByRole('button', { name: 'Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Transaction' });
    await add.getByLabel(/^Description/).fill('Payday');
    await add.getByLabel(/^Amount/).fill(String(planned + 500));
    await add.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Income' }).click();
    await add.getByRole('combobox', { name: 'Category' }).fill(income);
    await add.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(add).toBeHidden();
    await expect(card.getByText('2 of 3 done')).toBeVisible();
    await expect(ticked('Add or import transactions')).toBeVisible();
    await expect(open('Assign what is left')).toBeVisible();

    // 3. Assign: the card leads to the categories; budgeting the $500 left finishes the
    // list, and the card goes away by itself, for good.
    await step('Assign what is left').getByRole('button', { name: 'Assign' }).click();
    const edit = row(page, 'expense', spend.name).getByRole('button', {
      name: `Edit budget for ${spend.name}`,
    });
    await expect(categories).toBeInViewport();
    await edit.click();
    await page
      .getByRole('spinbutton', { name: `Budgeted amount for ${spend.name}` })
      .fill(String(spend.budgetedAmount + 500));
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
    await expect.poll(async () => (await monthBudget(api)).totalBudgeted).toBe(planned + 500);
    await page.reload();
    await expect(row(page, 'expense', spend.name)).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a dismissed checklist stays dismissed after a reload', async ({ app, page }) => {
    await signUpAndVerify(app, page);
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Get started' });
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No budget set for this month')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
