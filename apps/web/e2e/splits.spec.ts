import type { Page } from '@playwright/test';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { apiFor } from './fixtures/api.ts';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * Split transactions end to end (decision 0055): one supermarket receipt split by hand into
 * groceries and household, each part counted in its own category's actual, found by the
 * category filter through its part, one part dragged to another category on the dashboard
 * and the move undone, then filed under one category again; axe on the form and the list.
 */
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const today = () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function seed(page: Page, token: string) {
  const api = apiFor(page, token);
  await api.post('/api/budgets', {
    month: month.toISOString(),
    categories: [
      { name: 'Groceries', type: 'expense', budgetedAmount: 400 },
      { name: 'Household', type: 'expense', budgetedAmount: 100 },
      { name: 'Dining Out', type: 'expense', budgetedAmount: 150 },
    ],
  });
  return api;
}

async function actualOf(api: ReturnType<typeof apiFor>, name: string) {
  const [budget] = await api.get<Budget[]>(
    `/api/budgets?month=${encodeURIComponent(month.toISOString())}`,
  );
  return budget?.categories.find((c) => c.name === name)?.actualAmount;
}

const txRow = (page: Page, description: string) =>
  page.getByTestId('transaction-row').filter({ hasText: description });

/** Adds 'Supermarket' $120: $85.50 groceries and $34.50 household (with a note). */
async function addSplit(page: Page) {
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Transaction' });
  await dialog.getByLabel('Date').fill(today());
  await dialog.getByLabel('Description').fill('Supermarket');
  await dialog.getByLabel('Amount', { exact: false }).first().fill('120');
  await dialog.getByRole('combobox', { name: 'Category' }).fill('Groceries');
  await dialog.getByRole('button', { name: 'Split' }).click();
  await dialog.getByLabel('Part 1 amount').fill('85.5');
  await expect(dialog.getByRole('status')).toHaveText('Left to assign: $34.50');
  await dialog.getByRole('combobox', { name: 'Part 2 category' }).click();
  await page.getByRole('option', { name: 'Household' }).click();
  await dialog.getByLabel('Part 2 amount').fill('40');
  await expect(dialog.getByRole('status')).toHaveText('Over by $5.50');
  await expect(
    dialog.getByText('The parts add up to $125.50, not the amount $120.00'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Transaction' })).toBeDisabled();
  await dialog.getByLabel('Part 2 amount').fill('34.5');
  await dialog.getByLabel('Part 2 note').fill('Soap and bulbs');
  await expect(dialog.getByRole('status')).toHaveText('Left to assign: $0.00');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
}

test('splits a receipt, counts each part, filters by a part, moves a part and undoes it', async ({
  app,
  page,
}) => {
  test.setTimeout(150_000);
  const user = await signUpAndVerify(app, page);
  const api = await seed(page, user.token);
  await page.setViewportSize({ width: 1440, height: 1400 });
  await page.goto('/transactions');
  await addSplit(page);

  const row = txRow(page, 'Supermarket');
  await expect(row.getByText('Split · 2')).toBeVisible();
  await row.getByRole('button', { name: 'Show parts of Supermarket' }).click();
  const parts = page.getByRole('list', { name: 'Parts' });
  await expect(parts.getByRole('listitem')).toHaveText([
    /Groceries\s*-\$85\.50/,
    /Household\s*-\$34\.50\s*Soap and bulbs/,
  ]);
  await expect.poll(() => actualOf(api, 'Groceries')).toBe(85.5);
  await expect.poll(() => actualOf(api, 'Household')).toBe(34.5);

  // The category filter finds the split through its part, in the browser and at the server.
  // The filters stand open on a wide screen.
  await page.getByLabel('Category', { exact: true }).fill('house');
  await page.getByRole('button', { name: 'Filter All Transactions' }).click();
  await expect(page.getByRole('status')).toHaveText('Showing 1 filtered results');
  await expect(txRow(page, 'Supermarket')).toHaveCount(1);

  // On the dashboard one part goes to Dining Out; the other stays.
  await page.goto('/');
  const dashRow = txRow(page, 'Supermarket');
  await expect(dashRow.getByText('Split · 2')).toBeVisible();
  const live = page.locator('[id^="DndLiveRegion"]');
  await dashRow
    .getByRole('button', { name: /Supermarket/ })
    .first()
    .focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(/Picked up transaction Supermarket/);
  for (let i = 0; i < 5; i++) {
    const text = await live.textContent();
    if (text?.includes('over category Dining Out')) break;
    await page.keyboard.press('ArrowDown');
    await expect(live).not.toHaveText(text ?? '');
  }
  await expect(live).toHaveText(/over category Dining Out/);
  await page.keyboard.press('Space');
  const choose = page.getByRole('dialog', { name: 'Move which part to Dining Out?' });
  await choose.getByRole('button', { name: /^Household/ }).click();
  await expect.poll(() => actualOf(api, 'Dining Out')).toBe(34.5);
  await expect.poll(() => actualOf(api, 'Household')).toBe(0);
  await expect.poll(() => actualOf(api, 'Groceries')).toBe(85.5);

  await page.getByRole('button', { name: 'Undo (1)' }).click();
  await expect.poll(() => actualOf(api, 'Household')).toBe(34.5);
  await expect.poll(() => actualOf(api, 'Dining Out')).toBe(0);

  // Filed under one category again from the edit form.
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Edit Supermarket' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(edit.getByLabel('Part 2 note')).toHaveValue('Soap and bulbs');
  await edit.getByRole('button', { name: 'Remove part 2' }).click();
  await expect(edit.getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(txRow(page, 'Supermarket').getByText('Split · 2')).toHaveCount(0);
  await expect.poll(() => actualOf(api, 'Groceries')).toBe(120);
  await expect.poll(() => actualOf(api, 'Household')).toBe(0);
});

test('axe finds nothing serious on the split form and an open split, 375 and 1440 px, light and dark', async ({
  app,
  page,
}) => {
  test.setTimeout(180_000);
  const user = await signUpAndVerify(app, page);
  const api = await seed(page, user.token);
  await api.post('/api/transactions', {
    date: new Date(month.getTime() + 43_200_000).toISOString(),
    description: 'Supermarket',
    amount: 120,
    type: 'expense',
    category: null,
    splits: [
      { category: 'Groceries', amount: 85.5 },
      { category: 'Household', amount: 34.5, notes: 'Soap and bulbs' },
    ],
  });
  const problems: string[] = [];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.goto(`/transactions?theme=${theme}`);
      const row = txRow(page, 'Supermarket');
      await row.getByRole('button', { name: 'Show parts of Supermarket' }).click();
      await expect(page.getByRole('list', { name: 'Parts' })).toBeVisible();
      await networkQuiet(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0)
        problems.push(`list ${theme} ${width} px scrolls sideways by ${overflow} px`);
      for (const finding of await seriousFindings(page))
        problems.push(`list ${theme} ${width} px: ${finding}`);

      await page.getByRole('button', { name: 'Edit Supermarket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
      await expect(dialog.getByLabel('Part 2 amount')).toBeVisible();
      await page.waitForTimeout(350);
      for (const finding of await seriousFindings(page))
        problems.push(`form ${theme} ${width} px: ${finding}`);
    }
  }
  expect(problems).toEqual([]);
});
