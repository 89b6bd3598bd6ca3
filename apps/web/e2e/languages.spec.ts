import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locator, Page } from '@playwright/test';
import { E2E_PASSWORD, signUpAndVerify } from './fixtures/accounts.ts';
import { apiFor } from './fixtures/api.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * The main flows in German and Spanish, the browser's language (navigator.languages, set by
 * the context's `locale`): sign-up, adding a transaction with a decimal comma, the dashboard
 * and the reports, each checked for its texts (read from the message catalogues, never
 * written here), `<html lang>`, axe, and screenshots at 375 and 1440 px in light and dark
 * (test-results/, not committed). Then the Language setting, and long words at 375 px.
 */

type Locale = 'en' | 'de' | 'es';
type Values = Record<string, string | number>;

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function cataloguesOf(dir: string, locale: Locale): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cataloguesOf(full, locale);
    return full.endsWith(path.join('messages', `${locale}.json`)) ? [full] : [];
  });
}

/** Every catalogue of a language merged, as the app merges them (lib/i18n/catalogues.ts). */
function messagesOf(locale: Locale): Record<string, string> {
  return Object.assign(
    {},
    ...cataloguesOf(srcDir, locale).map(
      (file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
    ),
  ) as Record<string, string>;
}

const english = messagesOf('en');
const catalogues: Record<Locale, Record<string, string>> = {
  en: english,
  de: { ...english, ...messagesOf('de') },
  es: { ...english, ...messagesOf('es') },
};

/** A catalogue message in `locale`, formatted as react-intl formats it. */
function t(locale: Locale, key: string, values?: Values): string {
  const text = catalogues[locale][key];
  if (text === undefined) throw new Error(`${key} is in no catalogue of apps/web/src`);
  return String(new IntlMessageFormat(text, locale).format(values));
}

/**
 * English messages that have a translation in `locale` (of two words or more, without
 * arguments), to find texts a page still shows in English though the catalogue translates them.
 */
function translatedEnglish(locale: Locale): string[] {
  return Object.entries(english)
    .filter(([, text]) => !/[{}<]/.test(text) && /\S\s+\S/.test(text))
    .filter(([key, text]) => catalogues[locale][key] !== text)
    .map(([, text]) => text);
}

/** The page's texts that are still English though the catalogue has them in `locale`. */
async function englishLeft(page: Page, locale: Locale, where: string): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return [...new Set(translatedEnglish(locale))]
    .filter((text) => shown.includes(text))
    .map((text) => `${where}: still English: "${text}"`);
}

/** Exactly this label (MUI adds " *" to a required field's), not one that merely contains it. */
const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?\\s*$`);

const languages = [
  { locale: 'de', browser: 'de-DE' },
  { locale: 'es', browser: 'es-ES' },
] as const;

const widths = [375, 1440] as const;
const themes = ['light', 'dark'] as const;

/** Money as the app writes it in the browser's language (lib/i18n/format.ts): USD for now. */
const money = (browser: string, amount: number) =>
  new Intl.NumberFormat(browser, { style: 'currency', currency: 'USD' }).format(amount);

const withTheme = (route: string, theme: string) =>
  `${route}${route.includes('?') ? '&' : '?'}theme=${theme}`;

/** Loaded: no request in flight, the page's main region there and transitions done. */
async function settle(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await page.waitForTimeout(350);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

type Look = {
  locale: Locale;
  /** The screenshot's name: `<locale>-<flow>-<theme>-<width>.png`. */
  flow: string;
  route: string;
  /** What to do once the page has loaded (open a dialog), before the texts are checked. */
  prepare?: (page: Page) => Promise<void>;
  /** The page's key texts in its language, at this width. */
  texts: (width: number) => Promise<void>;
  /** A part of the page to scan and photograph instead of the whole (an open dialog). */
  part?: (page: Page) => Locator;
};

/**
 * Loads `route` at 375 and 1440 px in light and dark: its texts, `<html lang>`, axe's serious
 * and critical findings (returned, so every variant is seen before the test fails) and a
 * screenshot of each.
 */
async function look(page: Page, { locale, flow, route, prepare, texts, part }: Look) {
  const problems: string[] = [];
  for (const { width, theme } of widths.flatMap((w) =>
    themes.map((th) => ({ width: w, theme: th })),
  )) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.goto(withTheme(route, theme));
    await settle(page);
    await prepare?.(page);
    await texts(width);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    problems.push(...(await englishLeft(page, locale, `${flow} ${theme} ${width} px`)));
    for (const finding of await seriousFindings(page)) {
      problems.push(`${flow} ${theme} ${width} px: ${finding}`);
    }
    const file = test.info().outputPath(`${locale}-${flow}-${theme}-${width}.png`);
    if (part) await part(page).screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
  return problems;
}

/** The app's shell: its navigation beside the page from 600 px, behind a menu button below. */
async function expectShell(page: Page, locale: Locale, width: number) {
  const nav = page.getByRole('navigation', { name: t(locale, 'app.nav.label') });
  if (width < 600) {
    await expect(
      page.getByRole('button', { name: t(locale, 'app.topBar.openNavigation') }),
    ).toBeVisible();
    return;
  }
  for (const key of ['app.nav.dashboard', 'app.nav.transactions', 'app.nav.reports']) {
    await expect(nav.getByRole('link', { name: t(locale, key) })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: t(locale, 'app.nav.logout') })).toBeVisible();
}

const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

/** The user's own words (data, not app texts): categories and the transaction typed. */
const userWords = {
  de: {
    categories: { income: 'Gehalt', expense: 'Lebensmittel', savings: 'Notgroschen' },
    description: 'Bäckerei am Markt',
    seeded: ['Gehaltszahlung', 'Wocheneinkauf im Supermarkt', 'Rücklage'],
  },
  es: {
    categories: { income: 'Nómina', expense: 'Supermercado', savings: 'Fondo de emergencia' },
    description: 'Panadería del mercado',
    seeded: ['Pago de nómina', 'Compra semanal en el supermercado', 'Ahorro'],
  },
} as const;

/** A budget for this month (through the API: the flows are the subject, not the set-up). */
async function addBudget(page: Page, token: string, locale: 'de' | 'es') {
  const names = userWords[locale].categories;
  await apiFor(page, token).post('/api/budgets', {
    month: monthStart,
    categories: [
      { name: names.income, type: 'income', budgetedAmount: 0, sortOrder: 0 },
      { name: names.expense, type: 'expense', budgetedAmount: 400, sortOrder: 0 },
      { name: names.savings, type: 'savings', budgetedAmount: 250, sortOrder: 0 },
    ],
  });
}

/** Income, an expense of 12.50 and savings this month. */
async function addTransactions(page: Page, token: string, locale: 'de' | 'es') {
  const { categories, description, seeded } = userWords[locale];
  for (const [what, amount, type, category] of [
    [seeded[0], 3000, 'income', categories.income],
    [description, 12.5, 'expense', categories.expense],
    [seeded[2], 250, 'savings', categories.savings],
  ] as const) {
    await apiFor(page, token).post('/api/transactions', {
      date: now.toISOString(),
      description: what,
      amount,
      type,
      category,
    });
  }
}

for (const { locale, browser } of languages) {
  test.describe(`in ${browser}`, () => {
    test.use({ locale: browser });
    test.describe.configure({ timeout: 180_000 });

    const { categories, description } = userWords[locale];
    /** -12,50 $ (de), -12,50 US$ (es): an expense of 12.50 as the app writes it. */
    const twelveFifty = `-${money(browser, 12.5)}`;

    test('sign-up: register through the form, verify by the mailed link, skip the tour', async ({
      app,
      page,
    }) => {
      const email = `e2e-${locale}-${randomBytes(5).toString('hex')}@example.com`;
      const problems = await look(page, {
        locale,
        flow: 'register',
        route: '/register',
        texts: async () => {
          await expect(
            page.getByRole('heading', { name: t(locale, 'auth.register.title') }),
          ).toBeVisible();
          await expect(page.getByLabel(exactly(t(locale, 'auth.field.fullName')))).toBeVisible();
          await expect(
            page.getByRole('button', { name: t(locale, 'auth.register.submit') }),
          ).toBeVisible();
        },
      });

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/register?theme=light');
      await page.getByLabel(exactly(t(locale, 'auth.field.fullName'))).fill('Erin Example');
      await page.getByLabel(exactly(t(locale, 'auth.field.emailAddress'))).fill(email);
      await page.getByLabel(exactly(t(locale, 'auth.field.password'))).fill(E2E_PASSWORD);
      await page.getByLabel(exactly(t(locale, 'auth.field.confirmPassword'))).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: t(locale, 'auth.register.submit') }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/dashboard');

      // A new user is welcomed by the tour, in the same language.
      const tour = page.getByRole('dialog', { name: t(locale, 'tour.step.welcome.title') });
      await expect(tour).toBeVisible();
      await expect(tour.getByText(t(locale, 'tour.progress', { step: 1, total: 7 }))).toBeVisible();
      await tour.getByRole('button', { name: t(locale, 'tour.label.skip') }).click();
      await expect(tour).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      // The account keeps the language it signed up in (its mails are written in it).
      const token = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
      expect(token).toBeTruthy();
      const account = await apiFor(page, token).get<{ locale?: string | null }>('/api/auth/user');
      expect(account.locale).toBe(locale);

      const mail = await app.lastMailTo(email);
      const link = mail.links.find((candidate) => candidate.includes('/verify-email?'));
      expect(link, `verification link in:\n${mail.text}`).toBeTruthy();
      await page.goto(link!);
      await expect(page.getByText(t(locale, 'auth.verifyEmail.successHeading'))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // The server's confirmation, in the reader's language.
      await expect.soft(page.getByText(t(locale, 'i18n.api.auth.emailVerified'))).toBeVisible();
      problems.push(...(await englishLeft(page, locale, 'verified')));
      for (const finding of await seriousFindings(page)) problems.push(`verified: ${finding}`);
      await page.screenshot({ path: test.info().outputPath(`${locale}-verified-light-1440.png`) });
      expect(problems).toEqual([]);
    });

    test('adding a transaction on the dashboard, its amount typed with a decimal comma', async ({
      app,
      page,
    }) => {
      const user = await signUpAndVerify(app, page);
      await addBudget(page, user.token, locale);
      const dialog = page.getByRole('dialog', {
        name: t(locale, 'dashboard.addTransaction.title'),
      });
      const field = (key: string) => dialog.getByLabel(exactly(t(locale, key)));
      const problems = await look(page, {
        locale,
        flow: 'add-transaction',
        route: '/',
        prepare: async () => {
          await page.getByRole('button', { name: t(locale, 'dashboard.recent.add') }).click();
          await expect(dialog).toBeVisible();
          await field('components.transactionForm.description').fill(description);
          // Key by key, as a person types it: '12,50' is twelve and a half in both languages.
          await field('components.transactionForm.amount').pressSequentially('12,50');
          await field('components.transactionForm.category').click();
          await page.getByRole('option', { name: categories.expense }).click();
        },
        texts: async () => {
          await expect(
            dialog.getByRole('button', { name: t(locale, 'dashboard.addTransaction.submit') }),
          ).toBeEnabled();
          await expect(
            dialog.getByRole('button', { name: t(locale, 'dashboard.addTransaction.cancel') }),
          ).toBeVisible();
        },
        part: () => dialog,
      });

      // The last variant's form (1440 px, dark) is sent: this user's one transaction. Soft
      // from here: a wrong amount is reported along with everything else the flow shows.
      // The field keeps what was typed (or the same number), never 1250.
      await expect.soft(field('components.transactionForm.amount')).toHaveValue(/^12[.,]50?$/);
      await dialog
        .getByRole('button', { name: t(locale, 'dashboard.addTransaction.submit') })
        .click();
      await expect(dialog).toBeHidden();
      if (locale === 'de') expect(twelveFifty).toBe('-12,50\u00a0$');
      const stored = await apiFor(page, user.token).get<{ transactions: { amount: number }[] }>(
        '/api/transactions?getAllForFilters=true',
      );
      expect.soft(stored.transactions.map((transaction) => transaction.amount)).toEqual([12.5]);
      await expect
        .soft(page.locator('li').filter({ hasText: description }))
        .toContainText(twelveFifty);

      // The Transactions page lists it the same way.
      problems.push(
        ...(await look(page, {
          locale,
          flow: 'transactions',
          route: '/transactions',
          texts: async (width) => {
            await expectShell(page, locale, width);
            await expect(
              page.getByRole('heading', { name: t(locale, 'transactions.page.title'), level: 1 }),
            ).toBeVisible();
            await expect(page.getByRole('status')).toHaveText(
              t(locale, 'transactions.status.page', { from: 1, to: 1, total: 1 }),
            );
            await expect
              .soft(page.getByTestId('transaction-row').filter({ hasText: description }))
              .toContainText(twelveFifty);
          },
        })),
      );
      expect(problems).toEqual([]);
    });

    test('the dashboard', async ({ app, page }) => {
      const user = await signUpAndVerify(app, page);
      await addBudget(page, user.token, locale);
      await addTransactions(page, user.token, locale);
      const month = new Intl.DateTimeFormat(browser, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(now);
      const problems = await look(page, {
        locale,
        flow: 'dashboard',
        route: '/',
        texts: async (width) => {
          await expectShell(page, locale, width);
          await expect(
            page.getByRole('heading', { name: t(locale, 'dashboard.recent.title') }),
          ).toBeVisible();
          await expect(page.getByText(month).first()).toBeVisible();
          await expect(page.locator('li').filter({ hasText: description })).toContainText(
            twelveFifty,
          );
        },
      });
      expect(problems).toEqual([]);
    });

    test('the reports', async ({ app, page }) => {
      const user = await signUpAndVerify(app, page);
      await addBudget(page, user.token, locale);
      await addTransactions(page, user.token, locale);
      const spending = page.locator('section').filter({
        has: page.getByRole('heading', { name: t(locale, 'reports.spending.title'), exact: true }),
      });
      const problems = await look(page, {
        locale,
        flow: 'reports',
        route: '/reports',
        texts: async (width) => {
          await expectShell(page, locale, width);
          await expect(
            page.getByRole('heading', { name: t(locale, 'reports.title'), level: 1 }),
          ).toBeVisible();
          await expect(
            page.getByRole('combobox', { name: t(locale, 'reports.range.label') }),
          ).toBeVisible();
          // The charts' chunk can take long to load the first time on a busy machine.
          await expect(spending.getByText(money(browser, 12.5)).first()).toBeVisible({
            timeout: 60_000,
          });
          await expect(
            page.getByRole('heading', { name: t(locale, 'reports.savingsRate.title') }),
          ).toBeVisible();
        },
      });
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the Language setting', () => {
  test.use({ locale: 'en-US' });

  test('choosing a language in Settings switches the page to it, and it stays after a reload', async ({
    app,
    page,
  }) => {
    test.setTimeout(90_000);
    const user = await signUpAndVerify(app, page);
    await page.goto('/settings');
    const heading = (locale: Locale) =>
      page.getByRole('heading', { name: t(locale, 'settings.page.title'), level: 1 });
    await expect(heading('en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const card = page.getByRole('region', { name: t('en', 'settings.language.title') });
    await card.getByRole('radio', { name: 'Deutsch' }).check();
    await expect(heading('de')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('region', { name: t('de', 'settings.language.title') }).getByRole('radio', {
        name: 'Deutsch',
      }),
    ).toBeChecked();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    const api = apiFor(page, user.token);
    await expect
      .poll(async () => (await api.get<{ locale?: string | null }>('/api/auth/user')).locale)
      .toBe('de');

    await page.reload();
    await expect(heading('de')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // Another device (no language of its own, an English browser) follows the account.
    const other = await page
      .context()
      .browser()!
      .newContext({ locale: 'en-US', baseURL: app.baseURL });
    try {
      const second = await other.newPage();
      await second.addInitScript(
        (value) => window.localStorage.setItem('token', value),
        user.token,
      );
      await second.goto('/settings');
      // English first (the browser's), German once the account's answer is in: a fresh
      // device loads every chunk, which a busy machine takes its time over.
      await expect(
        second.getByRole('heading', { name: t('de', 'settings.page.title'), level: 1 }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(second.locator('html')).toHaveAttribute('lang', 'de');
    } finally {
      await other.close();
    }

    // Automatic follows the browser again: English here, after a reload too.
    await page
      .getByRole('region', { name: t('de', 'settings.language.title') })
      .getByRole('radio', { name: t('de', 'settings.language.automatic') })
      .check();
    await expect(heading('en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(heading('en')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  });
});

test.describe('long words at 375 px', () => {
  for (const { locale, browser } of languages) {
    test.describe(browser, () => {
      test.use({ locale: browser });

      test(`${browser}: the dashboard, transactions, reports and settings never scroll sideways`, async ({
        app,
        page,
      }) => {
        test.setTimeout(120_000);
        const user = await signUpAndVerify(app, page);
        await addBudget(page, user.token, locale);
        await addTransactions(page, user.token, locale);

        await page.setViewportSize({ width: 375, height: 812 });
        const overflow: string[] = [];
        for (const route of ['/', '/transactions', '/reports', '/settings']) {
          await page.goto(route);
          await settle(page);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          // The reports' charts arrive after the page: wait for them before measuring.
          if (route === '/reports') {
            await expect(
              page
                .locator('section')
                .filter({
                  has: page.getByRole('heading', { name: t(locale, 'reports.spending.title') }),
                })
                .getByText(money(browser, 12.5))
                .first(),
            ).toBeVisible({ timeout: 60_000 });
            await networkQuiet(page);
          }
          // document.documentElement.scrollWidth <= window.innerWidth, or how far it is past it.
          const scroll = await sidewaysScroll(page);
          if (scroll > 0) {
            const wide = await page.evaluate(() =>
              [...document.querySelectorAll<HTMLElement>('body *')]
                .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
                .filter((el) => el.children.length === 0 || el.innerText.trim() !== '')
                .slice(0, 8)
                .map((el) => `${el.tagName.toLowerCase()} "${el.innerText.trim().slice(0, 40)}"`),
            );
            overflow.push(`${route} scrolls sideways by ${scroll} px: ${wide.join(', ')}`);
          }
          await page.screenshot({
            path: test.info().outputPath(`${locale}-375-${route.slice(1) || 'dashboard'}.png`),
            fullPage: true,
          });
        }
        expect(overflow).toEqual([]);
      });
    });
  }
});
