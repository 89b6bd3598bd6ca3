import { apiFor } from './fixtures/api.ts';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

const midday = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 2, 12)).toISOString();

test('screens', async ({ app, page }) => {
  test.setTimeout(300_000);
  const user = await signUpAndVerify(app, page);
  const api = apiFor(page, user.token);
  for (const [name, value, actions] of [
    ['Netflix', 'netflix', [{ type: 'setCategory', value: 'Subscriptions' }, { type: 'addTag', value: 'streaming' }]],
    ['Amazon rename', 'amzn mktp', [{ type: 'setDescription', value: 'Amazon' }, { type: 'setCategory', value: 'Shopping' }]],
    ['Salary', 'acme payroll', [{ type: 'setCategory', value: 'Salary' }, { type: 'setType', value: 'income' }]],
  ] as const)
    await api.post('/api/rules', { name, match: 'all', conditions: [{ field: 'description', op: 'contains', value }], actions });
  for (const description of ['NETFLIX.COM 1', 'Netflix 2', 'Weekly shop'])
    await api.post('/api/transactions', { date: midday, description, amount: 15.49, type: 'expense', category: 'Groceries' });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.goto(`/rules?theme=${theme}`);
      await expect(page.getByRole('button', { name: 'Edit Netflix' })).toBeVisible({ timeout: 60_000 });
      await networkQuiet(page);
      await page.screenshot({ path: `/tmp/shots/rules-${width}-${theme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Apply Netflix to past transactions' }).click();
      await expect(page.getByText(/transactions match/)).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/apply-${width}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Edit Amazon rename' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots/edit-${width}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.goto(`/transactions?theme=${theme}`);
      await page.getByRole('button', { name: 'New Transaction' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Transaction' });
      await add.getByLabel(/^Description/).fill('NETFLIX.COM');
      await add.getByLabel(/^Amount/).fill('15.49');
      await expect(add.getByRole('status')).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/prefill-${width}-${theme}.png` });
      await page.keyboard.press('Escape');
    }
  }
});
