import type { Page } from '@playwright/test';
import { signUpAndVerify, type SignedInUser } from './fixtures/accounts.ts';
import { expect, test, type AppUnderTest } from './fixtures/test.ts';

/** Tour (docs/product/README.md): titles and highlighted targets, in order (the last has no target). */
const steps: [title: string, target: string | null][] = [
  ['Welcome to Elevate!', 'dashboard'],
  ['Navigate Through Time', 'month-navigation'],
  ['Financial Overview', 'monthly-summary'],
  ['Smart Budget Management', 'budget-categories'],
  ['Transaction Central', 'recent-transactions'],
  ['Drag and Drop', 'demo-transaction'],
  ['Congratulations!', null],
];

const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
};

async function api(page: Page, user: SignedInUser) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  return { Authorization: `Bearer ${user.token}`, 'x-csrf-token': csrfToken };
}

/** A new user (onboarding not completed) with a budget and one transaction this month. */
async function newUserWithData(app: AppUnderTest, page: Page): Promise<SignedInUser> {
  const user = await signUpAndVerify(app, page.request, {}, { onboarded: false });
  const headers = await api(page, user);
  const budget = await page.request.post('/api/budgets', {
    headers,
    data: {
      month: monthStart(),
      categories: [
        { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
        { name: 'Food & Dining', type: 'expense', budgetedAmount: 400, sortOrder: 0 },
        { name: 'Rent', type: 'expense', budgetedAmount: 1200, sortOrder: 1 },
      ],
    },
  });
  expect(budget.ok()).toBe(true);
  const tx = await page.request.post('/api/transactions', {
    headers,
    data: {
      date: new Date().toISOString(),
      description: 'Paycheck',
      amount: 3000,
      type: 'income',
      category: 'Salary',
    },
  });
  expect(tx.ok()).toBe(true);
  return user;
}

async function signIn(page: Page, user: SignedInUser) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
}

async function onboardingCompleted(page: Page, user: SignedInUser): Promise<boolean> {
  const res = await page.request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  return ((await res.json()) as { hasCompletedOnboarding: boolean }).hasCompletedOnboarding;
}

/** Every stored transaction of the user: the demo row must never be among them. */
async function storedDescriptions(page: Page, user: SignedInUser): Promise<string[]> {
  const res = await page.request.get('/api/transactions?getAllForFilters=true', {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { transactions: { description: string }[] };
  return body.transactions.map((t) => t.description);
}

const tourCard = (page: Page) => page.getByRole('dialog');

test.describe('guided tour and onboarding', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a new user walks all 7 steps; Get Started completes onboarding for good', async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const user = await newUserWithData(app, page);
    const sentBodies: string[] = [];
    page.on('request', (request) => sentBodies.push(request.postData() ?? ''));
    await signIn(page, user);

    const card = tourCard(page);
    await expect(card).toHaveAccessibleName('Welcome to Elevate!');
    await expect(card).toContainText('2 minutes');
    for (const [index, [title, target]] of steps.entries()) {
      await expect(card).toHaveAccessibleName(title);
      await expect(card.getByText(`Step ${index + 1} of 7`)).toBeVisible();
      await expect(card.getByRole('progressbar', { name: 'Tour progress' })).toHaveAttribute(
        'aria-valuenow',
        String(Math.round(((index + 1) / 7) * 100)),
      );
      if (target) await expect(page.locator(`[data-tour="${target}"]`)).toBeInViewport();
      const box = await card.boundingBox();
      expect(box?.width).toBe(index === 6 ? 520 : 480);
      if (index === 0) await expect(card.getByRole('button', { name: 'Skip Tour' })).toBeVisible();
      if (index > 0) await expect(card.getByRole('button', { name: 'Previous' })).toBeVisible();
      if (title === 'Drag and Drop') {
        await expect(page.locator('[data-tour="demo-transaction"]')).toContainText(
          'Grocery Shopping',
        );
        await expect(page.locator('[data-tour="demo-transaction"]')).toContainText('-$45.99');
        await expect(page.locator('[data-tour="demo-transaction"]')).toContainText('Food & Dining');
      }
      if (index < 6) await card.getByRole('button', { name: 'Next' }).click();
    }
    const finished = page.waitForResponse('**/api/auth/complete-onboarding');
    await card.getByRole('button', { name: 'Get Started' }).click();
    expect((await finished).ok()).toBe(true);
    await expect(card).toBeHidden();
    await expect(page.getByText('Grocery Shopping')).toBeHidden();
    expect(await onboardingCompleted(page, user)).toBe(true);

    const checked = page.waitForResponse('**/api/auth/user');
    await page.reload();
    await checked;
    await page.waitForTimeout(1_500);
    await expect(card).toBeHidden();

    expect(await storedDescriptions(page, user)).toEqual(['Paycheck']);
    expect(sentBodies.some((body) => body.includes('Grocery Shopping'))).toBe(false);
  });

  test('a user who skips gets the tour again on the next load; Tour restarts it', async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const user = await newUserWithData(app, page);
    await signIn(page, user);
    const card = tourCard(page);
    await expect(card).toHaveAccessibleName('Welcome to Elevate!');
    await card.getByRole('button', { name: 'Next' }).click();
    await card.getByRole('button', { name: 'Skip Tour' }).click();
    await expect(card).toBeHidden();
    expect(await onboardingCompleted(page, user)).toBe(false);

    // Below 600 px the card takes the mobile layout with the shorter labels.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(card).toHaveAccessibleName('Welcome to Elevate!');
    await expect(card.getByRole('button', { name: 'Skip', exact: true })).toBeVisible();
    const box = await card.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('button', { name: 'Back' })).toBeVisible();

    // Escape closes it and hands focus back; the Tour button starts again at step 1.
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    const tourButton = page.getByRole('button', { name: 'Tour', exact: true });
    await tourButton.click();
    await expect(card).toHaveAccessibleName('Welcome to Elevate!');
    await expect(card).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(tourButton).toBeFocused();
    expect(await onboardingCompleted(page, user)).toBe(false);
    expect(await storedDescriptions(page, user)).toEqual(['Paycheck']);
  });
});
