import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
page.on('response', (r) => { if (r.url().includes('/api/trans')) console.info('resp', r.status(), r.url().slice(0, 200)); });
page.on('console', (m) => console.info('console', m.type(), m.text().slice(0, 300)));
const url = 'http://127.0.0.1:3999';
await page.goto(`${url}/login`);
await page.locator('input[name="email"]').fill('bench-100k@elevate.local');
await page.locator('input[name="password"]').fill('Bench@2026!');
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.getByTestId('transaction-row').first().waitFor();
await page.getByRole('link', { name: 'Transactions' }).first().click();
await page.getByRole('status').filter({ hasText: /transactions$/ }).waitFor();
await page.getByRole('button', { name: 'Clear Filters' }).click();
await page.getByRole('status').filter({ hasText: /transactions$/ }).waitFor();
await page.getByLabel('Description').fill('market');
const t = performance.now();
await page.getByRole('button', { name: 'Filter All Transactions' }).click();
for (let i = 0; i < 6; i++) {
  await page.waitForTimeout(2000);
  console.info(await page.getByRole('status').allTextContents(), performance.now() - t);
}
await page.screenshot({ path: '/tmp/tx2.png' });
await browser.close();
