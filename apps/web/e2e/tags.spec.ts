import type { Locator, Page } from '@playwright/test';
import { apiFor } from './fixtures/api.ts';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * Tags end to end (docs/product/transactions.md, settings.md, reports.md): two
 * transactions tagged by hand in the edit form, the Tag filter finding them, the trip's
 * total on the Reports page, a rename in Settings, and axe on every screen with tags.
 */
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const dayOfMonth = (day: number) => new Date(month.getTime() + (day - 1) * 86_400_000 + 43_200_000);

async function seed(page: Page, token: string) {
  const api = apiFor(page, token);
  await api.post('/api/budgets', {
    month: month.toISOString(),
    categories: [
      { name: 'Travel', type: 'expense', budgetedAmount: 800 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 400 },
    ],
  });
  for (const [day, description, amount, category] of [
    [1, 'Train to Lisbon', 120.5, 'Travel'],
    [1, 'Hotel Alfama', 310, 'Travel'],
    [1, 'Weekly shop', 85.25, 'Groceries'],
  ] as const) {
    await api.post('/api/transactions', {
      date: dayOfMonth(day).toISOString(),
      description,
      amount,
      type: 'expense',
      category,
    });
  }
}

const row = (page: Page, description: string) =>
  page.getByTestId('transaction-row').filter({ hasText: description });

/** Opens a row's edit form, adds the tag (typed, or picked from the suggestions) and saves. */
async function tagRow(page: Page, description: string, pick: boolean) {
  await page.getByRole('button', { name: `Edit ${description}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  if (pick) {
    await tags.fill('trip');
    await page.getByRole('option', { name: 'trip-2026' }).click();
  } else {
    await tags.fill('trip-2026');
    await tags.press('Enter');
  }
  await expect(dialog.getByRole('button', { name: 'trip-2026' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    row(page, description).getByRole('button', { name: 'Filter by tag trip-2026' }),
  ).toBeVisible();
}

const card = (page: Page, title: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** axe and sideways scroll at 375 and 1440 px, light and dark, once `ready` is on screen. */
async function scan(page: Page, route: string, ready: (page: Page) => Locator) {
  const problems: string[] = [];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.goto(`${route}${route.includes('?') ? '&' : '?'}theme=${theme}`);
      await expect(ready(page)).toBeVisible({ timeout: 60_000 });
      await networkQuiet(page);
      await page.waitForTimeout(350);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0)
        problems.push(`${route} ${theme} ${width} px scrolls sideways by ${overflow} px`);
      for (const finding of await seriousFindings(page)) {
        problems.push(`${route} ${theme} ${width} px: ${finding}`);
      }
    }
  }
  expect(problems).toEqual([]);
}

test('tags two transactions by hand, filters, totals and renames the tag', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signUpAndVerify(app, page);
  await seed(page, user.token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/transactions');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Showing 1-3 of 3 transactions');
  // A ledger without tags keeps its Filters panel as it was.
  await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveCount(0);

  await tagRow(page, 'Train to Lisbon', false);
  // The second time the ledger knows the tag: it is suggested.
  await tagRow(page, 'Hotel Alfama', true);

  const tagFilter = page.getByRole('combobox', { name: 'Tag' });
  await tagFilter.fill('TRIP-2026');
  await page.getByRole('button', { name: 'Apply Filters (Paginated)' }).click();
  await expect(status).toHaveText('Showing 1-2 of 2 transactions');
  await expect(page.getByTestId('transaction-row')).toHaveCount(2);
  await expect(row(page, 'Weekly shop')).toHaveCount(0);

  // The trip's total on the Reports page, and its link back to the two transactions.
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  const tagsCard = card(page, 'Tags');
  await expect(tagsCard.getByRole('row')).toHaveText(
    ['TagExpenseIncomeCount', 'trip-2026$430.50$0.002'],
    { timeout: 60_000 },
  );
  await tagsCard.getByRole('link', { name: 'trip-2026' }).click();
  await expect(page).toHaveURL(/\/transactions\?.*tag=trip-2026.*all=true/);
  // The Reports page stays on screen until the Transactions page's chunk has come.
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(status).toHaveText('Showing 2 filtered results');

  // Renamed in Settings, on both transactions.
  await page.goto('/settings');
  const settingsCard = card(page, 'Tags');
  await expect(settingsCard.getByRole('listitem')).toHaveText([/^trip-2026\s*2 transactions$/]);
  await settingsCard.getByRole('button', { name: 'Rename tag trip-2026' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename tag ‘trip-2026’' });
  await rename.getByLabel('New name').fill('Lisbon 2026');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(settingsCard.getByRole('listitem')).toHaveText([/^Lisbon 2026\s*2 transactions$/]);
  await page.goto('/transactions');
  await expect(
    row(page, 'Hotel Alfama').getByRole('button', { name: 'Filter by tag Lisbon 2026' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filter by tag/ })).toHaveCount(2);
});

test('axe finds nothing serious on the screens with tags, 375 and 1440 px, light and dark', async ({
  app,
  page,
}) => {
  test.setTimeout(180_000);
  const user = await signUpAndVerify(app, page);
  await seed(page, user.token);
  const rows = await apiFor(page, user.token).get<{ transactions: { _id: string }[] }>(
    '/api/transactions?limit=10',
  );
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  for (const [i, transaction] of rows.transactions.entries()) {
    // Four tags on one row: three chips and the '+1' of the fourth.
    const tags = i === 0 ? ['trip-2026', 'Portugal', 'Holiday', 'Shared with Ann'] : ['trip-2026'];
    const res = await page.request.put(`/api/transactions/${transaction._id}`, {
      data: { tags },
      headers: { Authorization: `Bearer ${user.token}`, 'x-csrf-token': csrfToken },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await scan(page, '/transactions', (p) => p.getByRole('combobox', { name: 'Tag' }));
  await scan(page, '/settings', (p) => card(p, 'Tags').getByRole('link', { name: 'Portugal' }));
  await scan(page, '/reports', (p) => card(p, 'Tags').getByRole('link', { name: 'trip-2026' }));
  // The edit form with its chips, at a phone's width and on a desktop.
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/transactions?theme=dark');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    await expect(dialog.getByRole('combobox', { name: 'Tags' })).toBeVisible();
    await page.waitForTimeout(350);
    expect(await seriousFindings(page)).toEqual([]);
  }
});
