import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { apiFor } from './fixtures/api.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test, type AppUnderTest } from './fixtures/test.ts';

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

// Transfers, clearing and reconciling, and net worth (decision 0052, docs/product/accounts.md):
// the Transfer and Reconcile dialogs of the Accounts screen, the Cleared tick of the Transactions
// rows, and the Net worth chart of Reports. The accounts and rows under them are set up through
// the API; what is under test goes through the screens.

type Created = { _id: string };
// The 1st of this month at noon (UTC): never in the future, always in this month's budget.
const firstOfMonth = thisMonth.replace('T00:00:00.000Z', 'T12:00:00.000Z');
const monthLabel = (offset: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)),
  );

/**
 * A new user, signed in on a wide screen, with the month's budget and these on-budget accounts,
 * all through the API (not under test); `addRow` adds a row of this month.
 */
async function signUpWithAccounts(
  app: AppUnderTest,
  page: Page,
  accounts: { name: string; type: string; openingBalance?: number; openingDate?: string }[],
) {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const { token } = await signUpAndVerify(app, page);
  await seedBudget(page, token);
  const api = apiFor(page, token);
  const ids: Record<string, string> = {};
  for (const account of accounts) {
    const created = await api.post<Created>('/api/accounts', { onBudget: true, ...account });
    ids[account.name] = created._id;
  }
  const addRow = (
    accountId: string | undefined,
    description: string,
    amount: number,
    type: 'income' | 'expense',
    category: string,
  ) =>
    api.post<Created>('/api/transactions', {
      date: firstOfMonth,
      description,
      amount,
      type,
      category,
      ...(accountId && { accountId }),
    });
  return { ids, addRow };
}

/** The dashboard's Monthly Overview shows these figures (title: value) for this month. */
async function expectOverview(page: Page, figures: Record<string, string>) {
  await page.goto('/dashboard');
  for (const [title, value] of Object.entries(figures)) {
    await expect(page.getByTestId(`overview-${title}`)).toHaveText(value);
  }
}

/** Waits for every finite animation and transition (a dialog's fade) to end. */
async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

async function openReconcile(page: Page, account: string) {
  await page.getByRole('button', { name: `Actions for ${account}` }).click();
  await page.getByRole('menuitem', { name: 'Reconcile' }).click();
  const dialog = page.getByRole('dialog', { name: `Reconcile ${account}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('transfers, reconciling and net worth', () => {
  test.describe.configure({ timeout: 120_000 });
  let consoleErrors: string[] = [];

  test.beforeEach(({ page }) => {
    consoleErrors = [];
    page.on('console', (message) => {
      // A refused request (the reconcile's 409 when off) is the browser's report, not the app's.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
  });

  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test('a transfer between two on-budget accounts moves both balances and leaves the budget as it was', async ({
    app,
    page,
  }) => {
    const { addRow } = await signUpWithAccounts(app, page, [
      { name: 'Checking', type: 'checking', openingBalance: 2500 },
      { name: 'Savings', type: 'savings' },
    ]);
    await addRow(undefined, 'Paycheck', 3000, 'income', 'Salary');
    await addRow(undefined, 'Weekly shop', 42.5, 'expense', 'Groceries');

    // The month's budget: the paycheck and the shop, nothing else.
    const budgetFigures = {
      'Net Income': '$2,957.50',
      'To Be Budgeted': '$2,600.00',
      'Savings Rate': '0.0%',
      'Budget Progress': '11%',
    };
    await expectOverview(page, budgetFigures);

    await page.goto('/accounts');
    await expect(balanceOf(page, 'Checking')).toHaveText('$2,500.00');
    await expect(balanceOf(page, 'Savings')).toHaveText('$0.00');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer' });
    // It starts from the default account.
    await expect(dialog.getByRole('combobox', { name: 'From account' })).toHaveText('Main account');
    await dialog.getByRole('combobox', { name: 'From account' }).click();
    await page.getByRole('option', { name: 'Checking' }).click();
    await dialog.getByRole('combobox', { name: 'To account' }).click();
    await page.getByRole('option', { name: 'Savings' }).click();
    await dialog.getByLabel('Amount').fill('1234.56');
    // Between two on-budget accounts a transfer counts nowhere: no category asked for.
    await expect(dialog.getByLabel('Category')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(balanceOf(page, 'Checking')).toHaveText('$1,265.44');
    await expect(balanceOf(page, 'Savings')).toHaveText('$1,234.56');
    // Money moved between two assets: net worth is as it was.
    await expect(page.getByTestId('total-netWorth')).toHaveText('$5,457.50');

    // The month's budget did not see it.
    await expectOverview(page, budgetFigures);
    await expect(
      page.getByTestId('category-expense-Groceries').getByTestId('category-amounts'),
    ).toHaveText('$42.50 / $400.00');
    await expect(page.getByTestId(/^category-\w+-Transfer$/)).toHaveCount(0);
    const card = page.getByRole('region', { name: 'Accounts' });
    await expect(card.getByRole('listitem').filter({ hasText: 'Checking' })).toContainText(
      '$1,265.44',
    );
    await expect(card.getByRole('listitem').filter({ hasText: 'Savings' })).toContainText(
      '$1,234.56',
    );

    // Its two rows, one in each account.
    await page.goto('/transactions');
    await expect(
      page.getByTestId('transaction-row').filter({ hasText: 'Transfer to Savings' }),
    ).toContainText('-$1,234.56');
    await expect(
      page.getByTestId('transaction-row').filter({ hasText: 'Transfer from Checking' }),
    ).toContainText('+$1,234.56');
  });

  test('cleared rows reconciled against a statement: off by the difference, then locked', async ({
    app,
    page,
  }) => {
    const { ids, addRow } = await signUpWithAccounts(app, page, [
      { name: 'Checking', type: 'checking', openingBalance: 1000 },
    ]);
    await addRow(ids.Checking, 'Paycheck', 500, 'income', 'Salary');
    await addRow(ids.Checking, 'Electric bill', 80.25, 'expense', 'Groceries');
    await addRow(ids.Checking, 'Coffee', 4.5, 'expense', 'Groceries');

    // Two rows ticked off against the bank; the coffee is not on the statement yet.
    await page.goto('/transactions');
    for (const description of ['Paycheck', 'Electric bill']) {
      const tick = page.getByRole('checkbox', { name: `Cleared: ${description}` });
      await expect(tick).not.toBeChecked();
      // The box follows the saved row: it is ticked once the server has answered.
      await tick.click();
      await expect(tick).toBeChecked();
      await expect(tick).toBeEnabled();
    }
    await expect(page.getByRole('checkbox', { name: 'Cleared: Coffee' })).not.toBeChecked();

    await page.goto('/accounts');
    await expect(balanceOf(page, 'Checking')).toHaveText('$1,415.25');
    let dialog = await openReconcile(page, 'Checking');
    // The opening balance and the two cleared rows, not the coffee.
    await expect(dialog.getByTestId('cleared-balance')).toHaveText('Cleared balance: $1,419.75');
    const today = new Date().toISOString().slice(0, 10);
    await dialog.getByLabel('Statement date').fill(today);
    await dialog.getByLabel('Statement ending balance').fill('1400');
    await dialog.getByRole('button', { name: 'Reconcile' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Off by $19.75');
    await expect(dialog.getByRole('alert')).toContainText(
      'The statement is lower than the cleared balance up to its date ($1,419.75).',
    );
    await expect(dialog.getByRole('button', { name: 'Book an adjustment' })).toBeVisible();
    // Cancel books nothing: the balance and the cleared balance are as they were.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(balanceOf(page, 'Checking')).toHaveText('$1,415.25');

    dialog = await openReconcile(page, 'Checking');
    await expect(dialog.getByTestId('cleared-balance')).toHaveText('Cleared balance: $1,419.75');
    await dialog.getByLabel('Statement date').fill(today);
    await dialog.getByLabel('Statement ending balance').fill('1419.75');
    await dialog.getByRole('button', { name: 'Reconcile' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Reconciled: 2 transactions locked.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(balanceOf(page, 'Checking')).toHaveText('$1,415.25');

    // The reconciled rows show a lock instead of the tick; the coffee keeps its tick.
    await page.goto('/transactions');
    for (const description of ['Paycheck', 'Electric bill']) {
      await expect(page.getByRole('img', { name: `Reconciled: ${description}` })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: `Cleared: ${description}` })).toHaveCount(0);
    }
    await expect(page.getByRole('checkbox', { name: 'Cleared: Coffee' })).not.toBeChecked();

    // Changing a reconciled amount asks first, and keeps the form open behind the question.
    await page.getByRole('button', { name: 'Edit Electric bill' }).click();
    // includeHidden: the question on top hides the form from assistive technology meanwhile.
    const edit = page.getByRole('dialog', { name: 'Edit Transaction', includeHidden: true });
    await edit.getByLabel('Amount').fill('85.25');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change a reconciled transaction?' });
    await expect(confirm).toContainText(
      'This transaction is reconciled with a bank statement. Change it anyway?',
    );
    await expect(edit).toBeVisible();
    await confirm.getByRole('button', { name: 'Change it anyway' }).click();
    await expect(confirm).toBeHidden();
    await expect(edit).toBeHidden();
    const row = page.getByTestId('transaction-row').filter({ hasText: 'Electric bill' });
    await expect(row).toContainText('-$85.25');
    await expect(row.getByRole('img', { name: 'Reconciled: Electric bill' })).toBeVisible();

    await page.goto('/accounts');
    await expect(balanceOf(page, 'Checking')).toHaveText('$1,410.25');
  });

  test('Reports shows the net worth of the month: assets, a credit card owed, and their sum', async ({
    app,
    page,
  }) => {
    const { ids, addRow } = await signUpWithAccounts(app, page, [
      // Opened this month, so the months before it hold nothing.
      {
        name: 'Checking',
        type: 'checking',
        openingBalance: 5000,
        openingDate: thisMonth.slice(0, 10),
      },
      { name: 'Visa', type: 'credit_card' },
    ]);
    await addRow(ids.Visa, 'Dinner out', 320.25, 'expense', 'Groceries');
    await addRow(ids.Checking, 'Weekly shop', 99.5, 'expense', 'Groceries');

    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await expect(page).toHaveURL(/\/reports$/);
    const netWorth = page.getByRole('region', { name: 'Net worth' });
    // A loaded machine can take long to load the charts' chunk the first time.
    await expect(
      netWorth.getByText(
        `$4,580.25 at the end of ${monthLabel(0)} (assets $4,900.50, liabilities -$320.25); up $4,580.25 since ${monthLabel(-5)}.`,
      ),
    ).toBeVisible({ timeout: 60_000 });
    await expect(netWorth.locator('svg').first()).toBeVisible();

    await netWorth.getByRole('button', { name: 'Table' }).click();
    const table = netWorth.getByRole('table', { name: 'Net worth' });
    await expect(table.getByRole('row')).toHaveText([
      'MonthAssetsLiabilitiesNet worth',
      ...[-5, -4, -3, -2, -1].map((offset) => `${monthLabel(offset)}$0.00$0.00$0.00`),
      `${monthLabel(0)}$4,900.50-$320.25$4,580.25`,
    ]);
  });

  test('the Transfer and Reconcile dialogs pass axe at 375 and 1440 px, light and dark', async ({
    app,
    page,
  }) => {
    await signUpWithAccounts(app, page, [
      { name: 'Checking', type: 'checking', openingBalance: 1000 },
      { name: 'Visa', type: 'credit_card' },
    ]);
    const problems: string[] = [];
    const scan = async (where: string) =>
      problems.push(...(await seriousFindings(page)).map((f) => `${where}: ${f}`));
    for (const width of [375, 1440]) {
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 1000 });
        await page.goto(`/accounts?theme=${theme}`);
        await expect(balanceOf(page, 'Checking')).toHaveText('$1,000.00');
        await networkQuiet(page);

        await page.getByRole('button', { name: 'Transfer', exact: true }).click();
        const transfer = page.getByRole('dialog', { name: 'Transfer' });
        await expect(transfer.getByRole('combobox', { name: 'To account' })).toBeVisible();
        await animationsDone(page);
        await scan(`${width} ${theme} transfer`);
        await transfer.getByRole('button', { name: 'Cancel' }).click();
        await expect(transfer).toBeHidden();

        const reconcile = await openReconcile(page, 'Checking');
        await animationsDone(page);
        await scan(`${width} ${theme} reconcile`);
        // And with the difference shown (nothing is booked: the dialog is cancelled).
        await reconcile.getByLabel('Statement ending balance').fill('900');
        await reconcile.getByRole('button', { name: 'Reconcile' }).click();
        await expect(reconcile.getByRole('alert')).toContainText('Off by $100.00');
        await animationsDone(page);
        await scan(`${width} ${theme} reconcile off`);
        await reconcile.getByRole('button', { name: 'Cancel' }).click();
        await expect(reconcile).toBeHidden();
      }
    }
    expect(problems).toEqual([]);
  });
});
