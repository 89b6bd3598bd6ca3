import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { apiFor } from './fixtures/api.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

// Accounts (decision 0052, docs/product/accounts.md): two accounts opened on the Accounts screen, a
// transaction added into one of them, its balance on the Accounts screen and on the dashboard.

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

async function seedBudget(page: Page, token: string) {
  await apiFor(page, token).post('/api/budgets', {
    month: thisMonth,
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 400 },
    ],
  });
}

async function addAccount(
  page: Page,
  fields: { name: string; type: string; openingBalance?: string; tracking?: boolean },
) {
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByLabel('Name').fill(fields.name);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: fields.type, exact: true }).click();
  if (fields.tracking) await dialog.getByRole('switch', { name: 'On budget' }).uncheck();
  if (fields.openingBalance) await dialog.getByLabel('Opening balance').fill(fields.openingBalance);
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog).toBeHidden();
}

const balanceOf = (page: Page, name: string) =>
  page.getByTestId(`account-${name}`).getByTestId('account-balance');

test.describe('accounts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('two accounts, a transaction into one, and its balance on the Accounts screen and the dashboard', async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const user = await signUpAndVerify(app, page);
    await seedBudget(page, user.token);

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Accounts' })
      .click();
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    // Every ledger starts with its Main account, the default.
    await expect(page.getByTestId('account-Main account')).toContainText('Default');

    await addAccount(page, { name: 'Everyday', type: 'Checking', openingBalance: '500' });
    await addAccount(page, { name: 'Visa', type: 'Credit card' });
    const budgetAccounts = page.getByRole('region', { name: 'Budget accounts' });
    await expect(budgetAccounts.getByTestId('account-Everyday')).toBeVisible();
    await expect(balanceOf(page, 'Everyday')).toHaveText('$500.00');
    await expect(balanceOf(page, 'Visa')).toHaveText('$0.00');

    // A name the ledger has is refused in the form, in the server's words.
    await page.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Account' });
    await dialog.getByLabel('Name').fill('visa');
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An account with this name already exists');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A transaction into the card, from the Transactions page.
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'New Transaction' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Transaction' });
    await add.getByLabel('Description').fill('Weekly shop');
    await add.getByLabel('Amount').fill('42.50');
    await expect(add.getByRole('combobox', { name: 'Account' })).toHaveText('Main account');
    await add.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: 'Visa' }).click();
    // Last: its suggestions would cover the fields below it.
    await add.getByRole('combobox', { name: 'Category' }).fill('Groceries');
    await add.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(add).toBeHidden();
    const row = page.getByTestId('transaction-row').filter({ hasText: 'Weekly shop' });
    // With more than one account, each row names its own.
    await expect(row).toContainText('Visa');

    await page.goto('/accounts');
    await expect(balanceOf(page, 'Visa')).toHaveText('-$42.50');
    await expect(page.getByTestId('total-assets')).toHaveText('$500.00');
    await expect(page.getByTestId('total-liabilities')).toHaveText('-$42.50');
    await expect(page.getByTestId('total-netWorth')).toHaveText('$457.50');

    // The account's name leads to its transactions.
    await page.getByRole('link', { name: 'Visa' }).click();
    await expect(page.getByRole('status')).toHaveText('Showing 1-1 of 1 transactions');
    await expect(page.getByRole('combobox', { name: 'Account' })).toHaveText('Visa');

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Accounts' });
    await expect(card.getByRole('listitem').filter({ hasText: 'Visa' })).toContainText('-$42.50');
    await expect(card.getByTestId('accounts-net-worth')).toHaveText('$457.50');
    // The budget counts the card's expense like any other on-budget account's.
    await expect(
      page.getByTestId('category-expense-Groceries').getByTestId('category-amounts'),
    ).toHaveText('$42.50 / $400.00');
  });

  test('the Accounts screen passes axe and fits 375 px, light and dark', async ({ app, page }) => {
    const user = await signUpAndVerify(app, page);
    const api = apiFor(page, user.token);
    await api.post('/api/accounts', { name: 'Visa', type: 'credit_card', onBudget: true });
    await api.post('/api/accounts', {
      name: 'Brokerage account with a long name for narrow screens',
      type: 'investment',
      onBudget: false,
      openingBalance: 12000,
    });
    const problems: string[] = [];
    for (const width of [375, 1440]) {
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 1000 });
        await page.goto(`/accounts?theme=${theme}`);
        await expect(page.getByTestId('account-Visa')).toBeVisible();
        await networkQuiet(page);
        problems.push(...(await seriousFindings(page)).map((f) => `${width} ${theme}: ${f}`));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) problems.push(`${width} ${theme} scrolls sideways by ${overflow} px`);
      }
    }
    // The dialog too, where the helper text explains tracking accounts.
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Account' })).toBeVisible();
    await page.waitForTimeout(350);
    problems.push(...(await seriousFindings(page)).map((f) => `dialog: ${f}`));
    expect(problems).toEqual([]);
  });
});
