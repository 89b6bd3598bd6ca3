import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const commonLine = (page: Page) =>
  page
    .getByRole('region', { name: 'Password Requirements' })
    .getByRole('listitem')
    .filter({ hasText: 'Not a commonly used password' });

test('the list of common passwords is its own chunk, never fetched by /login', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('common-passwords'))).toBe(false);

  await page.goto('/register');
  await expect(commonLine(page)).toBeVisible();
  await expect.poll(() => scripts.some((path) => path.includes('common-passwords'))).toBe(true);
});

test('register: the checklist marks a common password and the server refuses it', async ({
  page,
}) => {
  await page.goto('/register');
  await field(page, 'Full Name').fill('Casey Common');
  await field(page, 'Email Address').fill(`common-${randomBytes(5).toString('hex')}@example.com`);
  await field(page, 'Password').fill('Password1!');
  await field(page, 'Confirm Password').fill('Password1!');
  await expect(commonLine(page)).toHaveAttribute('data-met', 'false');

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(TOO_COMMON);
  await expect(page).toHaveURL(/\/register$/);

  await field(page, 'Password').fill('Kestrel!Moss7');
  await field(page, 'Confirm Password').fill('Kestrel!Moss7');
  await expect(commonLine(page)).toHaveAttribute('data-met', 'true');
});
