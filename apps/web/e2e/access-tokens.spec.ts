import { E2E_PASSWORD, signUpAndVerify } from './fixtures/accounts.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

const coffee = {
  date: '2026-03-02',
  description: 'Coffee from a script',
  amount: 3.5,
  type: 'expense',
  category: 'Food',
};

test('a token made in Settings lets a script add a transaction until it is revoked', async ({
  app,
  page,
}) => {
  const user = await signUpAndVerify(app, page);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Access tokens' });
  await expect(card.getByText('No access tokens yet.')).toBeVisible();
  const mailsBefore = app.mailCountTo(user.email);

  await card.getByRole('button', { name: 'New access token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New access token' });
  await dialog.getByLabel('Name').fill('Phone shortcut');
  await dialog.getByLabel('Read and write').check();
  await dialog.getByLabel('Current password').fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const secretField = page.getByLabel('Your new access token');
  await expect(secretField).toHaveValue(/^elv_/);
  const secret = await secretField.inputValue();
  const notice = await app.lastMailTo(user.email, { after: mailsBefore });
  expect(notice.subject).toBe('An access token was created for your Elevate account');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Phone shortcut')).toBeVisible();
  await expect(card.getByText('Read and write')).toBeVisible();

  // The script: the secret only, no cookie, no CSRF header.
  const script = { Authorization: `Bearer ${secret}` };
  const added = await page.request.fetch('/api/transactions', {
    method: 'POST',
    headers: { ...script, cookie: '' },
    data: coffee,
  });
  expect(added.status()).toBe(201);
  const password = await page.request.fetch('/api/auth/change-password', {
    method: 'POST',
    headers: script,
    data: { currentPassword: E2E_PASSWORD, newPassword: 'An0ther$Pass' },
  });
  expect(password.status()).toBe(403);
  await page.goto('/transactions?month=2026-03');
  await expect(page.getByText('Coffee from a script').first()).toBeVisible();

  await page.goto('/settings');
  await card.getByRole('button', { name: 'Revoke Phone shortcut' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke access token' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(card.getByText('No access tokens yet.')).toBeVisible();
  const after = await page.request.fetch('/api/transactions', { headers: script });
  expect(after.status()).toBe(401);
});

test('axe finds nothing serious on the access tokens card and its dialogs, 375 and 1440 px, light and dark', async ({
  app,
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndVerify(app, page);
  const problems: string[] = [];
  let made = false;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.goto(`/settings?theme=${theme}`);
      const card = page.getByRole('region', { name: 'Access tokens' });
      await card.getByRole('button', { name: 'New access token' }).click();
      const dialog = page.getByRole('dialog', { name: 'New access token' });
      await dialog.getByLabel('Name').fill(`A rather long token name for ${theme} at ${width}`);
      await dialog.getByLabel('Current password').fill(E2E_PASSWORD);
      await page.waitForTimeout(350);
      for (const finding of await seriousFindings(page))
        problems.push(`form ${theme} ${width} px: ${finding}`);
      await dialog.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByLabel('Your new access token')).toHaveValue(/^elv_/);
      for (const finding of await seriousFindings(page))
        problems.push(`secret ${theme} ${width} px: ${finding}`);
      await page.screenshot({ path: test.info().outputPath(`secret-${theme}-${width}.png`) });
      await page.getByRole('button', { name: 'Done' }).click();
      made = true;
      await card.scrollIntoViewIfNeeded();
      await networkQuiet(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0)
        problems.push(`card ${theme} ${width} px scrolls sideways by ${overflow} px`);
      for (const finding of await seriousFindings(page))
        problems.push(`card ${theme} ${width} px: ${finding}`);
      await card.screenshot({ path: test.info().outputPath(`card-${theme}-${width}.png`) });
    }
  }
  expect(made).toBe(true);
  expect(problems).toEqual([]);
});
