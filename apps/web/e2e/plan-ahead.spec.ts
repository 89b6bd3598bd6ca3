import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { apiFor } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';

// Plan ahead (docs/product/plan.md): recurring transactions under Upcoming, a due one recorded, a goal's progress
// after a savings transaction, and a budget created with rollover and suggestions.

const now = new Date();
const day = (offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
const monthStart = (offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString();
const monthName = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

async function seedThisMonth(page: Page, token: string) {
  await apiFor(page, token).post('/api/budgets', {
    month: monthStart(0),
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0 },
      { name: 'Subscriptions', type: 'expense', budgetedAmount: 50 },
      { name: 'Vacation Fund', type: 'savings', budgetedAmount: 100 },
    ],
  });
}

test.describe('plan ahead', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1440, height: 1000 }));

  test('a recurring rule shows under Upcoming; a due one is recorded with one click', async ({
    app,
    page,
  }) => {
    const user = await signUpAndVerify(app, page);
    await seedThisMonth(page, user.token);
    await page.goto('/recurring');
    await page.getByRole('button', { name: 'New Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Recurring Transaction' });
    await dialog.getByLabel('Description').fill('Streaming');
    await dialog.getByLabel('Amount').fill('15.99');
    await dialog.getByLabel('Category').fill('Subscriptions');
    await dialog.getByLabel('Start date').fill(day(3));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Streaming · -$15.99 · Subscriptions')).toBeVisible();

    // A rule that waits for one click, due today.
    await apiFor(page, user.token).post('/api/recurring', {
      description: 'Water bill',
      amount: 42.5,
      type: 'expense',
      category: 'Subscriptions',
      frequency: 'monthly',
      interval: 1,
      startDate: day(0),
      auto: false,
    });
    await page.goto('/');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(
      upcoming.getByTestId('upcoming-occurrence').filter({ hasText: 'Streaming' }),
    ).toBeVisible();
    const due = upcoming.getByTestId('due-occurrence').filter({ hasText: 'Water bill' });
    await expect(due).toBeVisible();
    await due.getByRole('button', { name: /^Record Water bill/ }).click();
    await expect(due).toBeHidden();
    await expect(
      page.getByTestId('transaction-row').filter({ hasText: 'Water bill' }),
    ).toBeVisible();
    await expect(
      page.getByTestId('category-expense-Subscriptions').getByTestId('category-amounts'),
    ).toHaveText('$42.50 / $50.00');
  });

  test('a goal shows its progress after a savings transaction', async ({ app, page }) => {
    const user = await signUpAndVerify(app, page);
    await seedThisMonth(page, user.token);
    await page.goto('/');
    const goals = page.getByRole('region', { name: 'Goals' });
    await goals.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByLabel('Name').fill('Trip');
    await dialog.getByLabel('Target amount').fill('1000');
    await dialog.getByLabel('Savings category').fill('Vacation Fund');
    await dialog.getByRole('button', { name: 'Save Goal' }).click();
    await expect(goals.getByTestId('goal-Trip')).toContainText('$0.00 / $1,000.00');

    await page.getByRole('button', { name: 'Add New Transaction' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Transaction' });
    await add.getByLabel('Description').fill('Set aside');
    await add.getByLabel('Amount').fill('250');
    await add.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Savings' }).click();
    await add.getByLabel('Category').fill('Vacation Fund');
    await add.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(goals.getByTestId('goal-Trip')).toContainText('$250.00 / $1,000.00');
    await expect(goals.getByTestId('goal-Trip')).toContainText('$750.00 to go');
    // And on /budgets.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Budgets' })
      .click();
    await expect(page.getByTestId('goal-Trip')).toContainText('$250.00 / $1,000.00');
  });

  test('a budget created with rollover and suggestions from history', async ({ app, page }) => {
    const user = await signUpAndVerify(app, page);
    const api = apiFor(page, user.token);
    const last = monthStart(-1);
    await api.post('/api/budgets', {
      month: last,
      categories: [
        { name: 'Salary', type: 'income', budgetedAmount: 0 },
        { name: 'Groceries', type: 'expense', budgetedAmount: 2500 },
      ],
    });
    const lastDay = (d: number) => `${last.slice(0, 8)}${String(d).padStart(2, '0')}`;
    await api.post('/api/transactions', {
      date: lastDay(1),
      description: 'Pay',
      amount: 3000,
      type: 'income',
      category: 'Salary',
    });
    await api.post('/api/transactions', {
      date: lastDay(5),
      description: 'Shop',
      amount: 212.4,
      type: 'expense',
      category: 'Groceries',
    });

    await page.goto('/budgets');
    await page.getByRole('button', { name: 'New Budget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Budget' });
    const carry = dialog.getByLabel(`Carry over To Be Budgeted from ${monthName(last)}`, {
      exact: false,
    });
    await carry.check();
    await dialog.getByRole('button', { name: 'Suggest from history' }).click();
    const groceries = dialog.getByRole('listitem').filter({ hasText: 'Groceries' });
    await expect(groceries).toContainText(`$212.00 · Average of 1 month (${monthName(last)}`);
    await dialog.getByRole('button', { name: 'Create Budget' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/');
    // 3000 income − 2500 budgeted in the month before.
    await expect(page.getByTestId('rollover-line')).toHaveText(
      `Rolled over from ${monthName(last)}: $500.00`,
    );
    await expect(page.getByTestId('overview-To Be Budgeted')).toContainText('$288.00'); // 0 + 500 − 212
  });

  test('the new screens and dialogs have no serious or critical axe finding', async ({
    app,
    page,
  }) => {
    test.setTimeout(240_000);
    const user = await signUpAndVerify(app, page);
    await seedThisMonth(page, user.token);
    const api = apiFor(page, user.token);
    await api.post('/api/recurring', {
      description: 'Water bill',
      amount: 42.5,
      type: 'expense',
      category: 'Subscriptions',
      frequency: 'monthly',
      interval: 1,
      startDate: day(0),
      auto: false,
    });
    await api.post('/api/goals', { name: 'Trip', targetAmount: 1000, category: 'Vacation Fund' });
    const serious = async (where: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const found = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.html) }));
      expect({ where, found }).toEqual({ where, found: [] });
    };
    for (const theme of ['light', 'dark']) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `${theme} ${width}`;
        await page.goto(`/?theme=${theme}`);
        await expect(page.getByRole('region', { name: 'Upcoming' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Goals' })).toContainText('Trip');
        await serious(`dashboard ${at}`);
        await page.goto(`/recurring?theme=${theme}`);
        await expect(page.getByText('Water bill').first()).toBeVisible();
        await serious(`/recurring ${at}`);
        await page.getByRole('button', { name: 'New Rule' }).click();
        await expect(page.getByRole('dialog', { name: 'New Recurring Transaction' })).toBeVisible();
        await serious(`rule dialog ${at}`);
        await page.goto(`/budgets?theme=${theme}`);
        await expect(page.getByTestId('goal-Trip')).toBeVisible();
        await serious(`/budgets ${at}`);
        await page.getByRole('button', { name: 'New Budget' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create Budget' });
        await dialog.getByRole('button', { name: 'Suggest from history' }).click();
        await serious(`create budget dialog ${at}`);
      }
    }
  });
});
