import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { apiFor } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const dayOf = (day: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day)).toISOString();

/** A month budget with every kind of category and a few transactions, one a refund. */
async function seed(page: Page, token: string) {
  const api = apiFor(page, token);
  await api.post('/api/budgets', {
    month: thisMonth.toISOString(),
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0 },
      { name: 'Rent', type: 'expense', budgetedAmount: 1000 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 300.5 },
      { name: 'Vacation', type: 'savings', budgetedAmount: 200 },
    ],
  });
  const rows: [number, string, string, string, number][] = [
    [1, 'Paycheck', 'Salary', 'income', 3200.75],
    [2, 'Rent for the month', 'Rent', 'expense', 1000],
    [3, 'Weekly shop', 'Groceries', 'expense', 84.19],
    [3, 'Returned milk', 'Groceries', 'expense', -2.49],
    [4, 'Beach fund', 'Vacation', 'savings', 150],
  ];
  for (const [day, description, category, type, amount] of rows) {
    await api.post('/api/transactions', { date: dayOf(day), description, category, type, amount });
  }
}

/** The dashboard's figures and lists as a reader sees them. */
async function dashboardText(page: Page) {
  await page.goto('/');
  await expect(page.getByText('Returned milk')).toBeVisible();
  await expect(page.getByText('Beach fund')).toBeVisible();
  return page.getByRole('main').innerText();
}

test('signing out another device from Settings signs that device out', async ({
  app,
  page,
  browser,
}) => {
  // Two browser contexts, a sign-up and three Settings loads: on a busy CI machine the
  // server's start-up alone takes a third of the default 30 s.
  test.slow();
  const user = await signUpAndVerify(app, page);
  const phone = await browser.newContext({ baseURL: app.baseURL, userAgent: IPHONE_SAFARI });
  const phonePage = await phone.newPage();
  const { csrfToken } = (await (await phonePage.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const login = await phonePage.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
    headers: { 'x-csrf-token': csrfToken, 'x-forwarded-for': '10.20.30.40' },
  });
  expect(login.ok()).toBe(true);
  const { token: phoneToken } = (await login.json()) as { token: string };
  await phonePage.goto('/login');
  await phonePage.evaluate((value) => window.localStorage.setItem('token', value), phoneToken);
  await phonePage.goto('/settings');
  await expect(phonePage.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

  await page.goto('/settings');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expect(devices.getByText('Safari on iOS')).toBeVisible();
  await page.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(devices.getByText('Safari on iOS')).toHaveCount(0);

  // The phone's next call answers 401: the app drops its token and shows the sign-in page.
  await phonePage.goto('/budgets');
  await expect(phonePage).toHaveURL(/\/login/);
  expect(await phonePage.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  await phone.close();
});

test('export, delete the account, restore into a new account: the same dashboard', async ({
  app,
  page,
}) => {
  const user = await signUpAndVerify(app, page);
  await seed(page, user.token);
  const before = await dashboardText(page);

  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^elevate-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as {
    version: number;
    transactions: unknown[];
  };
  expect(exported.version).toBe(1);
  expect(exported.transactions).toHaveLength(5);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill(user.password);
  const confirmButton = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirmButton).toBeDisabled();
  await dialog.getByLabel('Your email address').fill(user.email);
  // The notice may leave after the answer: wait for a mail after the ones so far.
  const mailsBefore = app.mailCountTo(user.email);
  await confirmButton.click();
  await expect(page).toHaveURL(/\/login/);
  const old = await page.request.get('/api/auth/verify', {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(old.status()).toBe(401);
  const goodbye = await app.lastMailTo(user.email, { after: mailsBefore });
  expect(goodbye.subject).toBe('Your Elevate account was deleted');

  // The same address registers again, as a new and empty account.
  const again = await signUpAndVerify(app, page, { email: user.email });
  await page.goto('/settings');
  await page.getByLabel('Export file to restore').setInputFiles(file);
  await expect(page.getByText('Restored 1 budget and 5 transactions.')).toBeVisible();
  expect(again.token).not.toBe(user.token);

  expect(await dashboardText(page)).toBe(before);
});
