import { signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

// Temporary: screenshots of every tour step (not part of the suite).
for (const [label, width, height] of [
  ['mobile', 375, 740],
  ['desktop', 1440, 900],
] as const) {
  test(`tour screenshots ${label}`, async ({ app, page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const user = await signUpAndVerify(app, page, {}, { onboarded: false });
    const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as {
      csrfToken: string;
    };
    const headers = { Authorization: `Bearer ${user.token}`, 'x-csrf-token': csrfToken };
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    await page.request.post('/api/budgets', {
      headers,
      data: {
        month,
        categories: [
          { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
          { name: 'Food & Dining', type: 'expense', budgetedAmount: 400, sortOrder: 0 },
          { name: 'Rent', type: 'expense', budgetedAmount: 1200, sortOrder: 1 },
          { name: 'Utilities', type: 'expense', budgetedAmount: 150, sortOrder: 2 },
          { name: 'Emergency Fund', type: 'savings', budgetedAmount: 300, sortOrder: 0 },
        ],
      },
    });
    for (const [d, a, t, c] of [
      ['Paycheck', 3000, 'income', 'Salary'],
      ['Rent', 1200, 'expense', 'Rent'],
      ['Power bill', 80, 'expense', 'Utilities'],
    ] as const) {
      await page.request.post('/api/transactions', {
        headers,
        data: { date: now.toISOString(), description: d, amount: a, type: t, category: c },
      });
    }
    await page.goto('/');
    const card = page.getByRole('dialog');
    for (let i = 1; i <= 7; i++) {
      await expect(card.getByText(`Step ${i} of 7`)).toBeVisible();
      await page.waitForTimeout(700);
      await page.screenshot({ path: `/tmp/shots/tour-${label}-${i}.png` });
      if (i < 7) await card.getByRole('button', { name: 'Next' }).click({ force: true });
    }
  });
}
