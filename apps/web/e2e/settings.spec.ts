import { randomBytes } from 'node:crypto';
import { E2E_PASSWORD, signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

test('an unverified user resends the verification email from Settings', async ({ app, page }) => {
  const email = `e2e-unverified-${randomBytes(4).toString('hex')}@example.com`;
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const res = await page.request.post('/api/auth/register', {
    data: { name: 'Una Verified', email, password: E2E_PASSWORD },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await app.lastMailTo(email);
  const mailsBefore = app.mailCountTo(email);
  await page.goto('/login');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);

  await page.goto('/settings');
  await expect(page.getByText('Not Verified')).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);
  const mail = await app.lastMailTo(email, { after: mailsBefore });
  expect(mail.links.some((link) => link.includes('/verify-email?token='))).toBe(true);
});

test('changes the password, showing a wrong current password without signing out', async ({
  app,
  page,
}) => {
  const user = await signUpAndVerify(app, page);
  await page.goto('/settings');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  const change = page.getByRole('button', { name: 'Change Password' });
  await expect(change).toBeDisabled();

  const newPassword = 'Fresh!Passw0rd';
  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill('Wrong!Passw0rd');
  await page.getByLabel('New Password', { exact: false }).first().fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await expect(page.locator('li[data-met="true"]')).toHaveCount(7);
  await change.click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(user.token);

  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(user.password);
  await expect(page.getByText('Current password is incorrect')).toHaveCount(0);
  await page.getByLabel('New Password', { exact: false }).first().fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await change.click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  // The change ended every session, this one too: the app keeps the token it answered.
  const stored = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(stored).not.toBe(user.token);
  const old = await page.request.get('/api/auth/verify', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(old.status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: newPassword },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(login.status()).toBe(200);
});

test('the Dark Mode switch is stored under darkMode', async ({ app, page }) => {
  await signUpAndVerify(app, page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Dark Mode' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  expect(await page.evaluate(() => window.localStorage.getItem('darkMode'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
});
