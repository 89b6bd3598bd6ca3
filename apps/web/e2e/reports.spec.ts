import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpAndVerify, type SignedInUser } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';
import { networkQuiet } from './fixtures/quiet.ts';

/**
 * Reports and insights (docs/product/reports.md): the Reports page with seeded data (range, charts, the table
 * alternative, a slice through to the filtered transactions, CSV), an insight dismissed
 * on the dashboard staying dismissed after a reload, and axe on /reports.
 */
const now = new Date();
const monthOf = (offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString();
// A day of the current month that is not in the future: the 1st.
const dayIn = (offset: number) => monthOf(offset).replace('T00:00:00.000Z', 'T12:00:00.000Z');

async function seed(request: APIRequestContext, user: SignedInUser) {
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const headers = { Authorization: `Bearer ${user.token}`, 'x-csrf-token': csrfToken };
  for (const offset of [-2, -1, 0]) {
    const budget = await request.post('/api/budgets', {
      headers,
      data: {
        month: monthOf(offset),
        categories: [
          { name: 'Salary', type: 'income', budgetedAmount: 0 },
          { name: 'Rent', type: 'expense', budgetedAmount: 1000 },
          { name: 'Groceries', type: 'expense', budgetedAmount: 400 },
          { name: 'Emergency Fund', type: 'savings', budgetedAmount: 300 },
        ],
      },
    });
    expect(budget.ok()).toBe(true);
    for (const [description, amount, type, category] of [
      ['Paycheck', 3000, 'income', 'Salary'],
      ['Monthly rent', 1000, 'expense', 'Rent'],
      ['Corner market', 180.25, 'expense', 'Groceries'],
      ['Rainy day', 300, 'savings', 'Emergency Fund'],
    ] as const) {
      const res = await request.post('/api/transactions', {
        headers,
        data: { date: dayIn(offset), description, amount, type, category },
      });
      expect(res.ok()).toBe(true);
    }
  }
}

const withTheme = (route: string, theme: string) => `${route}?theme=${theme}`;

async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.html) }));
}

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('reports and insights', () => {
  test.describe.configure({ timeout: 120_000 });
  let user: SignedInUser;
  test.beforeAll(async ({ app, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: app.baseURL });
    user = await signUpAndVerify(app, request);
    await seed(request, user);
    await request.dispose();
  });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((token) => window.localStorage.setItem('token', token), user.token);
  });

  test('charts, range, table, slice to transactions and CSV', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL(/\/reports$/);
    const spending = card(page, 'Spending by category');
    // A loaded machine can take long to load the charts' chunk the first time.
    await expect(spending.getByText('$3,540.75 spent in 2 categories')).toBeVisible({
      timeout: 60_000,
    });

    // A shorter range asks the server again: this month only.
    const asked = page.waitForRequest((r) => r.url().includes('/api/reports/summary'));
    await page.getByRole('combobox', { name: 'Range' }).click();
    await page.getByRole('option', { name: 'This month' }).click();
    expect(new URL((await asked).url()).searchParams.get('from')).toBe(monthOf(0).slice(0, 7));
    await expect(spending.getByText('$1,180.25 spent in 2 categories')).toBeVisible();
    for (const title of [
      'Income, expense and savings',
      'Actual against budget',
      'Savings rate',
      'Top payees',
    ]) {
      await expect(card(page, title).locator('svg').first()).toBeVisible();
    }

    // The table alternative, then its CSV.
    await spending.getByRole('button', { name: 'Table' }).click();
    await expect(spending.getByRole('row')).toHaveText([
      'CategoryAmountShare',
      'Rent$1,000.0084.7%',
      'Groceries$180.2515.3%',
    ]);
    const download = page.waitForEvent('download');
    await spending.getByRole('button', { name: 'Download Spending by category as CSV' }).click();
    const file = await (await download).path();
    expect(await readFile(file, 'utf8')).toBe(
      'Category,Amount,Share\r\nRent,1000,84.7\r\nGroceries,180.25,15.3\r\n',
    );

    // The table's category link opens the transactions of its category in the range.
    await spending.getByRole('link', { name: /Rent/ }).first().click();
    await expect(page).toHaveURL(/\/transactions\?.*category=Rent.*all=true/);
    await expect(page).toHaveURL(new RegExp(`startDate=${monthOf(0).slice(0, 7)}-01`));
    await expect(
      page.getByRole('cell', { name: 'Monthly rent', exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Corner market' })).toHaveCount(0);

    // So does a slice: back on the page (its own range again), the largest slice is Rent. A
    // pointer on an SVG arc under the chart's interaction layer is unreliable headless, so the
    // arc itself is sent the click.
    await page.goBack();
    await expect(spending.getByText('$3,540.75 spent in 2 categories')).toBeVisible();
    await spending.locator('path[data-index="0"]').first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/transactions\?.*category=Rent.*all=true/);
    await expect(
      page.getByRole('cell', { name: 'Monthly rent', exact: true }).first(),
    ).toBeVisible();
  });

  test('an insight dismissed on the dashboard stays dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('section[aria-labelledby="dashboard-insights-title"]');
    const unbudgeted = panel.getByText(/is not budgeted yet$/);
    await expect(unbudgeted).toBeVisible({ timeout: 60_000 });
    const text = (await unbudgeted.textContent()) ?? '';
    await panel.getByRole('button', { name: `Dismiss: ${text}` }).click();
    await expect(panel.getByText(text)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add New Transaction' })).toBeVisible({
      timeout: 60_000,
    });
    await networkQuiet(page);
    await expect(page.getByText(text)).toHaveCount(0);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: /^Insights for/ })).toBeVisible();
    await networkQuiet(page);
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test('axe finds nothing serious or critical on /reports, light and dark, 360 and 1440 px', async ({
    page,
  }) => {
    const problems: string[] = [];
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['light', 'dark']) {
        await page.goto(withTheme('/reports', theme));
        await expect(card(page, 'Top payees').locator('svg').first()).toBeVisible({
          timeout: 60_000,
        });
        await networkQuiet(page);
        await page.waitForTimeout(400);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) problems.push(`${theme} ${width} px scrolls sideways by ${overflow} px`);
        for (const finding of await seriousFindings(page)) {
          problems.push(`${theme} ${width} px: ${JSON.stringify(finding)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
