import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpAndVerify, type SignedInUser } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';
import { networkQuiet } from './fixtures/quiet.ts';

/**
 * Every route, signed out and signed in, fits 360, 768, 1024 and 1440 px without horizontal page scroll, and an axe scan
 * (WCAG 2.2 A/AA rules) finds nothing serious or critical in light and dark at 360 and 1440 px.
 */
const signedOutRoutes = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
  '/verify-email?token=x',
];
const signedInRoutes = [
  '/',
  '/budgets',
  '/transactions',
  '/accounts',
  '/settings',
  '/support',
  '/ledgers',
];
const widths = [360, 768, 1024, 1440];
const scannedWidths = new Set([360, 1440]);
const themes = ['light', 'dark'] as const;

const withTheme = (route: string, theme: string) =>
  `${route}${route.includes('?') ? '&' : '?'}theme=${theme}`;

type Finding = { id: string; impact: string; help: string; nodes: string[] };

async function seriousFindings(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      // Enough of each element and of axe's reason to find and fix it from the report.
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.html.slice(0, 160)} → ${(n.failureSummary ?? '').slice(0, 240)}`),
    }));
}

/** Loaded: no request in flight and transitions (dialogs, fades) finished. */
async function settle(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await page.waitForTimeout(350);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Checks one route at every width, scanning it in both themes at 360 and 1440 px. Each theme
 * loads the page once, at the narrowest width in light and the widest in dark, so both
 * first renders are covered, and then resizes through the other widths: layout follows the
 * viewport, and four loads fewer per route keep the suite's time in check.
 */
async function checkRoute(page: Page, route: string) {
  const problems: string[] = [];
  const passes = [
    { theme: 'light', order: widths },
    { theme: 'dark', order: [...widths].reverse() },
  ] as const;
  for (const { theme, order } of passes) {
    for (const [i, width] of order.entries()) {
      await page.setViewportSize({ width, height: 900 });
      if (i === 0) {
        await page.goto(withTheme(route, theme));
        await settle(page);
      } else {
        // Let media queries and transitions catch up with the new size.
        await page.waitForTimeout(350);
      }
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) {
        problems.push(`${route} ${theme} at ${width} px scrolls sideways by ${overflow} px`);
      }
      if (!scannedWidths.has(width)) continue;
      for (const finding of await seriousFindings(page)) {
        problems.push(`${route} ${theme} ${width} px: ${JSON.stringify(finding)}`);
      }
    }
  }
  expect(problems).toEqual([]);
}

async function seed(request: APIRequestContext, user: SignedInUser) {
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const headers = { Authorization: `Bearer ${user.token}`, 'x-csrf-token': csrfToken };
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const budget = await request.post('/api/budgets', {
    headers,
    data: {
      month,
      categories: [
        { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
        { name: 'Rent', type: 'expense', budgetedAmount: 1000, sortOrder: 0 },
        { name: 'Groceries', type: 'expense', budgetedAmount: 300, sortOrder: 1 },
        { name: 'Emergency Fund', type: 'savings', budgetedAmount: 200, sortOrder: 0 },
      ],
    },
  });
  expect(budget.ok()).toBe(true);
  for (const [description, amount, type, category] of [
    ['Paycheck', 3000, 'income', 'Salary'],
    ['Monthly rent with a rather long description for narrow screens', 1000, 'expense', 'Rent'],
    ['Weekly shop', 320, 'expense', 'Groceries'],
    ['Rainy day', 250, 'savings', 'Emergency Fund'],
  ] as const) {
    const res = await request.post('/api/transactions', {
      headers,
      data: { date: now.toISOString(), description, amount, type, category },
    });
    expect(res.ok()).toBe(true);
  }
}

/**
 * Tabs through the page and reports every stop that is hidden or shows no focus indicator
 * (an outline, a box shadow, or MUI's focused field border).
 */
async function keyboardStops(page: Page, presses: number) {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none' ||
        el.closest('.Mui-focused') !== null;
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      return { label, ring, visible: rect.width > 0 && rect.height > 0 };
    });
    if (!stop || seen.has(stop.label)) continue;
    seen.add(stop.label);
    if (!stop.visible) problems.push(`${stop.label} takes focus while hidden`);
    if (!stop.ring) problems.push(`${stop.label} shows no focus ring`);
  }
  return { problems, stops: seen.size };
}

test.describe('accessibility and responsive layout', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const route of signedOutRoutes) {
    test(`signed out ${route}`, async ({ page }) => {
      await checkRoute(page, route);
    });
  }

  test('signed out: every stop of the login form shows a focus ring', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await settle(page);
    const { problems, stops } = await keyboardStops(page, 12);
    expect(problems).toEqual([]);
    expect(stops).toBeGreaterThanOrEqual(5);
  });

  test.describe('signed in with data', () => {
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

    for (const route of signedInRoutes) {
      test(`signed in ${route}`, async ({ page }) => {
        await checkRoute(page, route);
      });
    }

    test('the open tour passes the scan in light and dark at 360 and 1440 px', async ({ page }) => {
      const problems: string[] = [];
      for (const width of scannedWidths) {
        await page.setViewportSize({ width, height: 900 });
        for (const theme of themes) {
          await page.goto(withTheme('/', theme));
          await settle(page);
          await page.getByRole('button', { name: 'Tour', exact: true }).click();
          await expect(page.getByRole('dialog', { name: 'Welcome to Elevate!' })).toBeVisible();
          await page.getByRole('button', { name: 'Next' }).click();
          await page.waitForTimeout(400);
          for (const finding of await seriousFindings(page)) {
            problems.push(`tour ${theme} ${width} px: ${JSON.stringify(finding)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    test('keyboard: every dashboard stop shows a focus ring; dialogs trap and return focus', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      await settle(page);
      const { problems, stops } = await keyboardStops(page, 45);
      expect(problems).toEqual([]);
      expect(stops).toBeGreaterThanOrEqual(20);

      const add = page.getByRole('button', { name: 'Add New Transaction' });
      await add.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
    });

    test('shell: temporary drawer and 56 px bar below 600 px, permanent drawer and 64 px bar above', async ({
      page,
    }) => {
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/budgets');
      await settle(page);
      expect((await page.locator('header').boundingBox())?.height).toBe(56);
      await expect(nav.getByRole('link', { name: 'Budgets' })).toBeHidden();
      const menu = page.getByRole('button', { name: 'open navigation' });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(nav.getByRole('link', { name: 'Budgets' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'Budgets' })).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await nav.getByRole('link', { name: 'Transactions' }).click();
      await expect(page).toHaveURL(/\/transactions$/);
      await expect(nav.getByRole('link', { name: 'Transactions' })).toBeHidden();

      for (const width of [768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(menu).toBeHidden();
        await expect(nav.getByRole('link', { name: 'Budgets' })).toBeVisible();
        expect((await page.locator('header').boundingBox())?.height).toBe(64);
      }
    });
  });
});
