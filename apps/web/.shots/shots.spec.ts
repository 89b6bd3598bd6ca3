import { signUpAndVerify } from '../e2e/fixtures/accounts.ts';
import { test } from '../e2e/fixtures/test.ts';

test('screenshots', async ({ app, page }) => {
  const user = await signUpAndVerify(app, page);
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const headers = { Authorization: `Bearer ${user.token}`, 'x-csrf-token': csrfToken };
  const now = new Date();
  const month = (o: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + o, 1));
  for (const o of [0, -1, -2]) {
    await page.request.post('/api/budgets', { headers, data: { month: month(o).toISOString(), categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0, sortOrder: 0 },
      { name: 'Freelance', type: 'income', budgetedAmount: 0, sortOrder: 1 },
      { name: 'Emergency Fund', type: 'savings', budgetedAmount: 300, sortOrder: 0 },
      { name: 'Housing', type: 'expense', budgetedAmount: 1400, sortOrder: 0 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 450, sortOrder: 1 },
      { name: 'Dining Out with a rather long category name', type: 'expense', budgetedAmount: 120, sortOrder: 2 },
    ] } });
  }
  const items = [
    ['Paycheck', 4200, 'income', 'Salary'], ['Rent', 1400, 'expense', 'Housing'], ['Farmers market', 62.4, 'expense', 'Groceries'],
    ['Supermarket', 148.9, 'expense', 'Groceries'], ['Pizza night', 38.5, 'expense', 'Dining Out with a rather long category name'],
    ['Transfer to savings', 300, 'savings', 'Emergency Fund'], ['Logo design', 650, 'income', 'Freelance'], ['Refund', -12, 'expense', 'Groceries'],
  ] as const;
  await Promise.all(Array.from({ length: 40 }, (_, i) => {
    const [description, amount, type, category] = items[i % items.length]!;
    return page.request.post('/api/transactions', { headers, data: {
      date: new Date(month(-(i % 2)).getTime() + (i + 1) * 17 * 3_600_000).toISOString(), description, amount, type, category } });
  }));
  for (const dark of [false, true]) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 1000 });
      for (const name of ['budgets', 'transactions', 'settings', 'support']) {
        await page.goto(`/${name}?theme=${dark ? 'dark' : 'light'}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForTimeout(1500);
        const wide = await page.evaluate(() => {
          const vw = document.documentElement.clientWidth;
          return [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > vw + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(el.getBoundingClientRect().right)}`);
        });
        if (wide.length) console.log(name, width, wide);
        await page.screenshot({ path: `/tmp/shots/pages-${name}-${width}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
      }
    }
  }
});
