import type { Page } from '@playwright/test';
import { apiFor } from './fixtures/api.ts';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// Service workers are blocked in the browser tests by default; here it serves the app offline.
test.use({ serviceWorkers: 'allow' });

type Listed = { _id: string; description: string; amount: number };

const today = () => new Date().toISOString().slice(0, 10);

async function addInForm(page: Page, description: string, amount: string) {
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Transaction' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Dining Out' }).click();
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
}

test('writes made offline wait on the device, survive a reload, are saved once each, and a conflict is asked about', async ({
  app,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await signUpAndVerify(app, page);
  const api = apiFor(page, user.token);
  const month = new Date();
  month.setUTCDate(1);
  month.setUTCHours(0, 0, 0, 0);
  await api.post('/api/budgets', {
    month: month.toISOString(),
    categories: [{ name: 'Dining Out', type: 'expense', budgetedAmount: 100 }],
  });
  const rent = await api.post<Listed>('/api/transactions', {
    date: today(),
    description: 'Rent',
    amount: 900,
    type: 'expense',
    category: 'Dining Out',
  });
  await page.goto('/transactions');
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Rent' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // The page's data is saved for offline reading (at most once a second).
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await addInForm(page, 'Queued bagel', '3.25');
  await addInForm(page, 'Queued tea', '2.5');
  await page.getByRole('button', { name: 'Edit Rent' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await edit.getByLabel('Description').fill('Rent (mine)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const waiting = page.getByRole('region', { name: 'Waiting to sync (3)' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('New: Queued bagel');
  await expect(waiting).toContainText('Edit: Rent (mine)');

  // Meanwhile on another device (the test's own connection is not the page's).
  const changed = await page.request.put(`/api/transactions/${rent._id}`, {
    data: {
      date: today(),
      description: 'Rent',
      amount: 950,
      type: 'expense',
      category: 'Dining Out',
    },
    headers: {
      Authorization: `Bearer ${user.token}`,
      'x-csrf-token': (
        (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }
      ).csrfToken,
    },
  });
  expect(changed.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Waiting to sync (3)' })).toBeVisible();
  // How it looks offline on a phone in dark mode too (the worker serves the page).
  const problems: string[] = [];
  for (const [width, theme] of [
    [1440, 'light'],
    [375, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/transactions?theme=${theme}`);
    await expect(page.getByRole('region', { name: 'Waiting to sync (3)' })).toBeVisible();
    for (const finding of await seriousFindings(page))
      problems.push(`${theme} ${width}: ${finding}`);
    await page.screenshot({ path: test.info().outputPath(`waiting-${theme}-${width}.png`) });
  }
  expect(problems).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/transactions?theme=light');

  await context.setOffline(false);
  const conflict = page.getByRole('region', { name: 'Waiting to sync (1)' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('alert')).toContainText(
    'Changed on another device since you edited it.',
  );
  const listed = await api.get<{ transactions: Listed[] }>('/api/transactions?description=Queued');
  expect(listed.transactions.map((t) => t.description).sort()).toEqual([
    'Queued bagel',
    'Queued tea',
  ]);
  await page.screenshot({ path: test.info().outputPath('conflict.png') });

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByRole('region', { name: /Waiting to sync/ })).toBeHidden();
  const after = await api.get<Listed>(`/api/transactions/${rent._id}`);
  expect(after.description).toBe('Rent (mine)');
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Queued tea' })).toBeVisible();
  const all = await api.get<{ transactions: Listed[] }>('/api/transactions');
  expect(all.transactions).toHaveLength(3);
});
