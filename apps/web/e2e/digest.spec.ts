import { signUpAndVerify } from './fixtures/accounts.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

test('the weekly digest is turned on in Settings and stays on after a reload', async ({
  app,
  page,
}) => {
  await signUpAndVerify(app, page);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'E-mail updates' });
  const digest = card.getByRole('switch', { name: 'Weekly digest' });
  await expect(digest).not.toBeChecked();
  await digest.click();
  await expect(digest).toBeChecked();
  await networkQuiet(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'E-mail updates' }).getByRole('switch'),
  ).toBeChecked();
});

test('an unsubscribe link asks first, and says when it is not valid', async ({ page }) => {
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByText('Stop the weekly digest e-mails for this address?')).toBeVisible();
  await page.getByRole('button', { name: 'Stop the weekly digest' }).click();
  await expect(page.getByText(/This unsubscribe link is not valid/)).toBeVisible();
});

test('axe finds nothing serious on the E-mail card and the unsubscribe page, 375 and 1440 px, light and dark', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.goto(`/unsubscribe?token=abc&theme=${theme}`);
      await expect(page.getByRole('button', { name: 'Stop the weekly digest' })).toBeVisible();
      for (const finding of await seriousFindings(page))
        problems.push(`unsubscribe ${theme} ${width} px: ${finding}`);
      await page.screenshot({ path: test.info().outputPath(`unsubscribe-${theme}-${width}.png`) });
    }
  }
  await signUpAndVerify(app, page);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.goto(`/settings?theme=${theme}`);
      const card = page.getByRole('region', { name: 'E-mail updates' });
      await expect(card.getByRole('switch', { name: 'Weekly digest' })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await networkQuiet(page);
      for (const finding of await seriousFindings(page))
        problems.push(`settings ${theme} ${width} px: ${finding}`);
      await card.screenshot({ path: test.info().outputPath(`email-card-${theme}-${width}.png`) });
    }
  }
  expect(problems).toEqual([]);
});
