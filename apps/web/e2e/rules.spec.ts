import type { Page } from '@playwright/test';
import { apiFor } from './fixtures/api.ts';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * Rules end to end (decision 0054): a rule made on the Rules screen, applied to the past
 * transactions after its dry run, taken back with Undo, and axe on the screen.
 */
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const midday = new Date(month.getTime() + 43_200_000).toISOString();

type Listed = { transactions: { description: string; category: string; tags?: string[] }[] };

async function seed(page: Page, token: string) {
  const api = apiFor(page, token);
  await api.post('/api/budgets', {
    month: month.toISOString(),
    categories: [
      { name: 'Subscriptions', type: 'expense', budgetedAmount: 50 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 400 },
    ],
  });
  for (const description of ['NETFLIX.COM 1', 'Netflix 2', 'Weekly shop'])
    await api.post('/api/transactions', {
      date: midday,
      description,
      amount: 15.49,
      type: 'expense',
      category: 'Groceries',
    });
  return api;
}

const categories = async (api: ReturnType<typeof apiFor>) =>
  (await api.get<Listed>('/api/transactions?limit=10')).transactions
    .map((t) => `${t.description}: ${t.category}`)
    .sort();

test('a rule made on the Rules screen changes the past transactions, and Undo takes it back', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signUpAndVerify(app, page);
  const api = await seed(page, user.token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/rules');
  await expect(page.getByText(/No rules yet\. Add one/)).toBeVisible();

  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  await dialog.getByLabel('Name').fill('Netflix');
  await dialog.getByLabel('Condition 1 value').fill('netflix');
  await dialog.getByLabel('Action 1 value').fill('Subscriptions');
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await dialog.getByRole('combobox', { name: 'Action 2', exact: true }).click();
  await page.getByRole('option', { name: 'Add tag' }).click();
  await dialog.getByLabel('Action 2 value').fill('streaming');
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('If description contains “netflix” → category Subscriptions, tag streaming'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Apply Netflix to past transactions' }).click();
  const apply = page.getByRole('dialog', { name: /Apply ‘Netflix’/ });
  await expect(apply.getByText('2 transactions match, 2 would change.')).toBeVisible();
  await expect(apply.getByRole('row')).toHaveCount(3);
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Changed 2 transactions')).toBeVisible();
  expect(await categories(api)).toEqual([
    'NETFLIX.COM 1: Subscriptions',
    'Netflix 2: Subscriptions',
    'Weekly shop: Groceries',
  ]);

  await page.getByRole('button', { name: 'Undo (1)' }).click();
  await expect(page.getByText('Undone: Applied rule ‘Netflix’ to 2 transactions')).toBeVisible();
  expect(await categories(api)).toEqual([
    'NETFLIX.COM 1: Groceries',
    'Netflix 2: Groceries',
    'Weekly shop: Groceries',
  ]);
});

test('axe finds nothing serious on the Rules screen, 375 and 1440 px, light and dark', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signUpAndVerify(app, page);
  await apiFor(page, user.token).post('/api/rules', {
    name: 'Netflix',
    match: 'all',
    conditions: [{ field: 'description', op: 'contains', value: 'netflix' }],
    actions: [{ type: 'setCategory', value: 'Subscriptions' }],
  });
  const problems: string[] = [];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.goto(`/rules?theme=${theme}`);
      await expect(page.getByRole('button', { name: 'Edit Netflix' })).toBeVisible({
        timeout: 60_000,
      });
      await networkQuiet(page);
      await page.waitForTimeout(350);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) problems.push(`${theme} ${width} px scrolls sideways by ${overflow} px`);
      for (const finding of await seriousFindings(page))
        problems.push(`${theme} ${width} px: ${finding}`);
    }
  }
  expect(problems).toEqual([]);
});

test("'Always categorise…' makes a rule in one click, and the add form is filled in by it", async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signUpAndVerify(app, page);
  const api = apiFor(page, user.token);
  for (const amount of [4.2, 3.8])
    await api.post('/api/transactions', {
      date: midday,
      description: 'Corner Shop',
      amount,
      type: 'expense',
      category: 'Groceries',
    });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Edit Corner Shop' }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await edit.getByRole('combobox', { name: 'Category' }).fill('Snacks');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Always categorise ‘Corner Shop’ as Snacks?')).toBeVisible();
  await page.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText('Rule ‘Corner Shop → Snacks’ added.')).toBeVisible();

  await page.getByRole('button', { name: 'New Transaction' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Transaction' });
  await add.getByLabel(/^Description/).fill('CORNER shop');
  await add.getByLabel(/^Amount/).fill('2.5');
  await expect(add.getByRole('combobox', { name: 'Category' })).toHaveValue('Snacks');
  await expect(add.getByRole('status')).toHaveText(
    'Filled in by rule ‘Corner Shop → Snacks’: category.',
  );
  await add.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(add).toBeHidden();
  const listed = await api.get<Listed>('/api/transactions?limit=10');
  expect(listed.transactions.map((t) => `${t.description}: ${t.category}`).sort()).toEqual([
    'CORNER shop: Snacks',
    'Corner Shop: Groceries',
    'Corner Shop: Snacks',
  ]);
});
