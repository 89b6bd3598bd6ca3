import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test, type AppUnderTest } from './fixtures/test.ts';

const NEW_PASSWORD = 'Fresh&Start2027';

const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;
const isDashboard = (url: URL) => url.pathname === '/' || url.pathname === '/dashboard';
const isLogin = (url: URL) => url.pathname === '/login';

/** A form field by its label; MUI appends ' *' to required ones. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** The private shell: only a signed-in user sees its navigation. */
const privateNavigation = (page: Page) => page.getByRole('button', { name: 'Logout' });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(isDashboard);
  await expect(privateNavigation(page)).toBeVisible();
}

/** The link of the newest mail to `email` that leads to `path`, once it has arrived. */
async function mailedLink(app: AppUnderTest, email: string, path: string, after: number) {
  const mail = await app.lastMailTo(email, { after });
  const link = mail.links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no ${path} link in the mail to ${email}:\n${mail.text}`);
  return link;
}

async function fillRegisterForm(page: Page, email: string, password: string, confirm = password) {
  await field(page, 'Full Name').fill('Riley Register');
  await field(page, 'Email Address').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm Password').fill(confirm);
}

test.describe('sign-up and email verification', () => {
  test('register, verify through the mailed link, then sign in to the dashboard', async ({
    page,
    app,
  }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await fillRegisterForm(page, email, E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectDashboard(page);

    await privateNavigation(page).click();
    await expect(page).toHaveURL(isLogin);

    // Not verified yet: the login answers 401 with 'verify' in its message.
    await signInWithForm(page, email, E2E_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      'Please verify your email address before logging in.',
    );

    await page.goto(await mailedLink(app, email, '/verify-email', 0));
    await expect(page.getByText('Verification Successful!')).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Login' }).click();
    await expect(page).toHaveURL(isLogin);

    await signInWithForm(page, email, E2E_PASSWORD);
    await expectDashboard(page);
  });

  test('the mailed link verifies even in the browser that is still signed in', async ({
    page,
    app,
  }) => {
    const email = uniqueEmail('same-browser');
    await page.goto('/register');
    await fillRegisterForm(page, email, E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectDashboard(page);

    await page.goto(await mailedLink(app, email, '/verify-email', 0));
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(page.getByText('Verification Successful!')).toBeVisible();
  });

  test('a weak password keeps Create Account disabled and the checklist shows what is missing', async ({
    page,
  }) => {
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) registerCalls++;
    });
    await page.goto('/register');
    await fillRegisterForm(page, uniqueEmail('weak'), 'weakpass');

    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    const checklist = page.getByRole('region', { name: 'Password Requirements' });
    for (const unmet of ['One uppercase letter', 'One number', 'One special character (@$!%*?&)']) {
      await expect(checklist.getByRole('listitem').filter({ hasText: unmet })).toHaveAttribute(
        'data-met',
        'false',
      );
    }
    for (const met of ['At least 8 characters', 'One lowercase letter', 'Passwords match']) {
      await expect(checklist.getByRole('listitem').filter({ hasText: met })).toHaveAttribute(
        'data-met',
        'true',
      );
    }
    await expect(page.getByTestId('password-strength')).toHaveText('Medium');

    await field(page, 'Confirm Password').press('Enter');
    await expect(page).toHaveURL(/\/register$/);
    expect(registerCalls).toBe(0);
  });
});

test.describe('password reset', () => {
  test('forgot password, follow the mailed link, reset, then sign in with the new password', async ({
    page,
    app,
  }) => {
    const user = await signUpAndVerify(app, page.request);
    const mailsBefore = app.mailCountTo(user.email);

    await page.goto('/forgot-password');
    await field(page, 'Email Address').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();

    await page.goto(await mailedLink(app, user.email, '/reset-password', mailsBefore));
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Redirecting to login page...')).toBeVisible();
    await expect(page).toHaveURL(isLogin, { timeout: 6_000 });

    await signInWithForm(page, user.email, user.password);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(isLogin);

    await signInWithForm(page, user.email, NEW_PASSWORD);
    await expectDashboard(page);
  });

  test('a used reset link is refused', async ({ page, app }) => {
    const user = await signUpAndVerify(app, page.request);
    const mailsBefore = app.mailCountTo(user.email);
    await page.goto('/forgot-password');
    await field(page, 'Email Address').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const link = await mailedLink(app, user.email, '/reset-password', mailsBefore);

    await page.goto(link);
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Redirecting to login page...')).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(field(page, 'New Password')).toHaveCount(0);
  });
});

test.describe('login page messages and session end', () => {
  const messages = {
    account_locked:
      'Your account has been temporarily locked due to too many failed login attempts. Please try again later.',
    oauth_failed: 'Google sign-in failed. Please try again.',
    token_error: 'Authentication failed. Please try again.',
    callback_error: 'An error occurred during authentication. Please try again.',
  };
  for (const [code, text] of Object.entries(messages)) {
    test(`?error=${code} shows its message`, async ({ page }) => {
      await page.goto(`/login?error=${code}`);
      await expect(page.getByRole('alert')).toHaveText(text);
    });
  }

  test('a provider callback without a token ends on the Google failure message', async ({
    page,
  }) => {
    await page.goto('/auth/callback?provider=google');
    await expect(page).toHaveURL(/\/login\?error=oauth_failed$/);
    await expect(page.getByRole('alert')).toHaveText(messages.oauth_failed);
  });

  test('after Logout, Back does not show private pages', async ({ page, app }) => {
    const user = await signUpAndVerify(app, page.request);
    await signInWithForm(page, user.email, user.password);
    await expectDashboard(page);
    await page.getByRole('link', { name: 'Budgets' }).click();
    await expect(page).toHaveURL(/\/budgets$/);

    await privateNavigation(page).click();
    await expect(page).toHaveURL(isLogin);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goBack();
    await expect(page).toHaveURL(isLogin);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(privateNavigation(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Budgets' })).toHaveCount(0);
  });
});
