import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

// Service workers are blocked in the browser tests by default; here the worker is the subject.
test.use({ serviceWorkers: 'allow' });

const description = 'Offline reading coffee';

async function addTransaction(page: Page, token: string) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const headers = { Authorization: `Bearer ${token}`, 'x-csrf-token': csrfToken };
  const month = new Date();
  month.setUTCDate(1);
  month.setUTCHours(0, 0, 0, 0);
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data, headers });
    expect(res.ok(), `POST ${url} → ${res.status()} ${await res.text()}`).toBe(true);
  };
  await post('/api/budgets', {
    month: month.toISOString(),
    categories: [{ name: 'Dining Out', type: 'expense', budgetedAmount: 100 }],
  });
  await post('/api/transactions', {
    date: new Date().toISOString(),
    description,
    amount: 4.5,
    type: 'expense',
    category: 'Dining Out',
  });
}

/** The transaction lists this device saved for offline reading (IndexedDB, per user). */
function savedTransactionLists(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('elevate-offline');
        // Not there yet: creating it here, without its store, would break the app's own open.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve('');
          const read = db.transaction('query-cache').objectStore('query-cache').getAll();
          read.onsuccess = () => resolve(JSON.stringify(read.result));
          read.onerror = () => resolve('');
        };
      }),
  );
}

test('the app opens offline with the last-seen transactions, and says since when', async ({
  app,
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed fetch while offline is expected; a refused script or worker is not.
    if (message.type() === 'error' && /Content Security Policy|ServiceWorker/i.test(message.text()))
      errors.push(message.text());
  });

  const user = await signUpAndVerify(app, page);
  await addTransaction(page, user.token);
  await page.goto('/transactions');
  await expect(page.getByText(description)).toBeVisible();

  // What the browser needs to offer the install: a manifest and a controlling worker.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  // The list is saved for this user (writes are throttled to one a second).
  await expect.poll(() => savedTransactionLists(page)).toContain(description);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  const notice = page.getByText(/^Offline, as of \d{1,2}:\d{2}/);
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/transactions$/);

  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(page.getByText(description)).toBeVisible();
  expect(errors).toEqual([]);
});

test('signing out leaves no saved data on the device', async ({ app, page }) => {
  const user = await signUpAndVerify(app, page);
  await addTransaction(page, user.token);
  await page.goto('/transactions');
  await expect(page.getByText(description)).toBeVisible();
  await expect.poll(() => savedTransactionLists(page)).toContain(description);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => savedTransactionLists(page)).toBe('[]');
});
