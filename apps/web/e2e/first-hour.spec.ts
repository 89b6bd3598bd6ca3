import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, signUpAndVerify } from './fixtures/accounts.ts';
import { apiFor } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';

// What a new user trips over in the first hour: numbers before they are known, an error
// out of sight, a feature without a place in the navigation, a device signed out elsewhere.

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function seedBudget(page: Page, token: string) {
  await apiFor(page, token).post('/api/budgets', {
    month: thisMonth,
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0 },
      { name: 'Rent', type: 'expense', budgetedAmount: 1200 },
    ],
  });
}

test.describe('the first hour', () => {
  test('the dashboard shows placeholders, not $0.00 or an empty month, while the API is slow', async ({
    app,
    page,
  }) => {
    const user = await signUpAndVerify(app, page);
    await seedBudget(page, user.token);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/budgets',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/');
    await expect(
      page.getByRole('progressbar', { name: 'Loading budget categories' }),
    ).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Loading the monthly overview' }),
    ).toBeVisible();
    await expect(page.getByText('No budget set for this month')).toHaveCount(0);
    await expect(page.getByText('All Allocated')).toHaveCount(0);
    await expect(page.getByText('No transactions yet')).toHaveCount(0);
    release();
    await expect(page.getByTestId('category-expense-Rent')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading budget categories' })).toHaveCount(
      0,
    );
  });

  test('a refused sign-up brings its error into view and focus on a phone', async ({
    app,
    page,
  }) => {
    const taken = await signUpAndVerify(app, page.request);
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto('/register');
    await page.getByLabel(/^Full Name/).fill('Riley Again');
    await page.getByLabel(/^Email Address/).fill(taken.email);
    await page.getByLabel(/^Password\s*\*?$/).fill(E2E_PASSWORD);
    await page.getByLabel(/^Confirm Password/).fill(E2E_PASSWORD);
    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('An account with this email already exists');
    await expect(alert).toBeInViewport();
    await expect(alert).toBeFocused();
  });

  for (const width of [375, 1440]) {
    test(`Plan sits in the navigation after Reports at ${width} px`, async ({ app, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signUpAndVerify(app, page);
      await page.goto('/');
      if (width < 600) await page.getByRole('button', { name: 'open navigation' }).click();
      const links = nav(page).getByRole('link');
      await expect(links).toContainText([
        'Dashboard',
        'Budgets',
        'Transactions',
        'Reports',
        'Plan',
        'Support',
      ]);
      await nav(page).getByRole('link', { name: 'Plan' }).click();
      await expect(page).toHaveURL(/\/plan$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recurring' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Goals' })).toBeVisible();
      // The Upcoming card leads on, not back to this page.
      await expect(
        page
          .getByRole('region', { name: 'Upcoming' })
          .getByRole('link', { name: 'View transactions' }),
      ).toHaveAttribute('href', '/transactions');
    });
  }

  test('a device signed out from another session says so and shows nothing of the account', async ({
    app,
    page,
    request,
  }) => {
    const user = await signUpAndVerify(app, page);
    await seedBudget(page, user.token);
    await page.goto('/');
    await expect(page.getByTestId('category-expense-Rent')).toBeVisible();

    // Another device (its own cookies: not the page's) signs in and signs this one out.
    const client = {
      'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`,
    };
    const csrf = async () =>
      ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
    const login = await request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
      headers: { ...client, 'x-csrf-token': await csrf() },
    });
    expect(login.ok()).toBe(true);
    const other = ((await login.json()) as { token: string }).token;
    const revoked = await request.post('/api/auth/sessions/revoke-others', {
      headers: { ...client, Authorization: `Bearer ${other}`, 'x-csrf-token': await csrf() },
    });
    expect(revoked.ok()).toBe(true);

    // Acting in the page: the first call the server refuses ends the session here.
    await expect
      .poll(
        async () => {
          const at = new URL(page.url()).pathname;
          if (at !== '/login') {
            const next = at === '/transactions' ? 'Budgets' : 'Transactions';
            await nav(page)
              .getByRole('link', { name: next })
              .click({ timeout: 2_000 })
              .catch(() => undefined);
          }
          return new URL(page.url()).pathname;
        },
        { timeout: 20_000 },
      )
      .toBe('/login');
    await expect(page.getByRole('status')).toHaveText('You were signed out on this device');
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Rent')).toHaveCount(0);
  });
});
