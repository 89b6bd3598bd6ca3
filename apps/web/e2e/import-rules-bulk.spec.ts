import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { apiFor } from './fixtures/api.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * A rule made from a preview row sets the other matching rows at once, not the one set by
 * hand; selected rows get one category together; the import saves what the preview showed.
 */
const csv = [
  'Date,Description,Amount',
  '2026-09-13,STARBUCKS 1001 SEATTLE,-4.50',
  '2026-09-14,STARBUCKS 1002 SEATTLE,-5.25',
  '2026-09-15,Starbucks Reserve,-6.10',
  '2026-09-16,STARBUCKS 1003 SEATTLE,-3.95',
  '2026-09-17,CITY WATER,-61.20',
  '2026-09-18,BOOK SHOP,-15.25',
].join('\r\n');

async function seedBudget(page: Page, token: string) {
  await apiFor(page, token).post('/api/budgets', {
    month: '2026-09-01T00:00:00.000Z',
    categories: [{ name: 'Groceries', type: 'expense', budgetedAmount: 400 }],
  });
}

const category = (page: Page, n: number) =>
  page.getByLabel(`Category of row ${n}`, { exact: true });

for (const width of [1440, 375]) {
  test(`at ${width} px: a rule from a row skips the hand-set row; a bulk category is saved`, async ({
    app,
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await signUpAndVerify(app, page);
    await seedBudget(page, user.token);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 1000 });
    await page.goto('/transactions/import');
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'coffee.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByRole('button', { name: 'Preview rows' }).click();
    const rows = page.getByRole('table', { name: 'Rows to import' });
    await expect(rows).toContainText('STARBUCKS 1001 SEATTLE');

    // Row 2 set by hand first.
    await category(page, 2).click();
    await category(page, 2).fill('Takeaway');
    await page.getByRole('option', { name: 'Create category "Takeaway"' }).click();
    await expect(category(page, 2)).toHaveValue('Takeaway');

    // A rule from row 1: every other STARBUCKS row follows, row 2 keeps the hand-set one.
    await page.getByRole('button', { name: 'Create rule from row 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    await dialog.getByLabel('Description contains').fill('starbucks');
    await dialog.getByLabel('Category').fill('Dining Out');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'set to' })).toHaveText(
      '3 rows set to Dining Out',
    );
    for (const n of [1, 3, 4]) await expect(category(page, n)).toHaveValue('Dining Out');
    await expect(category(page, 2)).toHaveValue('Takeaway');
    await expect(category(page, 5)).toHaveValue('Uncategorized');
    // The rule is one of the ledger's rules, kept on the Rules screen.
    await expect(page.getByRole('link', { name: 'Manage rules' })).toHaveAttribute(
      'href',
      '/rules',
    );

    // Rows 5 and 6 selected (one by keyboard) and set together.
    await page.getByRole('checkbox', { name: 'Select row 5' }).check();
    await page.getByRole('checkbox', { name: 'Select row 6' }).focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await expect(bar).toContainText('2 selected');
    await bar.getByLabel('Category of the selected rows').click();
    await page.getByRole('option', { name: 'Groceries', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'set to' })).toHaveText(
      '2 rows set to Groceries',
    );
    await expect(category(page, 5)).toHaveValue('Groceries');
    await expect(category(page, 6)).toHaveValue('Groceries');
    expect(await seriousFindings(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect(bar).toBeHidden();
    await page.getByRole('button', { name: 'Import 6 transactions' }).click();
    await expect(page.getByText('6 imported, 0 duplicates skipped')).toBeVisible();

    const res = await page.request.get('/api/transactions?getAllForFilters=true', {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(res.ok()).toBe(true);
    const saved = (await res.json()) as {
      transactions: { description: string; category: string }[];
    };
    const byText = Object.fromEntries(saved.transactions.map((t) => [t.description, t.category]));
    expect(byText).toEqual({
      'STARBUCKS 1001 SEATTLE': 'Dining Out',
      'STARBUCKS 1002 SEATTLE': 'Takeaway',
      'Starbucks Reserve': 'Dining Out',
      'STARBUCKS 1003 SEATTLE': 'Dining Out',
      'CITY WATER': 'Groceries',
      'BOOK SHOP': 'Groceries',
    });
  });
}
