import { test as base, expect, type Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { freePort } from './fixtures/free-port.ts';
import { startMailCapture } from './fixtures/mail-capture.ts';
import { startServer } from './fixtures/server.ts';
import type { AppUnderTest } from './fixtures/test.ts';
import { totpCode } from './fixtures/totp.ts';

/**
 * WebAuthn refuses an IP address as relying party, so this spec's server has
 * APP_URL http://localhost:<port> (decision 0028) and pages are opened there.
 */
const test = base.extend<object, { app: AppUnderTest }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const mail = await startMailCapture();
      const port = await freePort();
      const baseURL = `http://localhost:${port}`;
      const server = await startServer(
        { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, APP_URL: baseURL },
        { port },
      );
      try {
        await provide({ baseURL, lastMailTo: mail.lastMailTo, mailCountTo: mail.countTo });
      } finally {
        await server.stop();
        await mail.close();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ app }, provide) => {
    await provide(app.baseURL);
  },
});

// The app lands on /dashboard or on / (the same page) after a sign-in.
const DASHBOARD = /:\d+\/(dashboard)?$/;

// Each test walks several screens and server round trips.
test.describe.configure({ timeout: 120_000 });

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible({
    timeout: 30_000,
  });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
}

/** Turns the authenticator on from Settings (confirmed with the password); answers the shown key and recovery codes. */
async function enrolTotp(page: Page, password: string) {
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await card.getByLabel('Current password').fill(password);
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  return { secret, codes };
}

test('enrols an authenticator app, then signs in with a code and with a recovery code', async ({
  app,
  page,
}) => {
  const user = await signUpAndVerify(app, page);
  const { secret, codes } = await enrolTotp(page, user.password);
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, user.email, user.password);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page
    .getByLabel('Authentication code')
    .fill('000000' === totpCode(secret, 1) ? '000001' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
  // The step after the one used at enrolment: within the ±1 window and not used yet.
  await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(DASHBOARD);

  await signOut(page);
  await signInWithPassword(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(DASHBOARD);
  await openSettings(page);
  await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
});

test("registers a passkey and signs in with it through Chromium's virtual authenticator", async ({
  app,
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const user = await signUpAndVerify(app, page);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByLabel('Passkey name').fill('Test laptop');
  await card.getByLabel('Current password').fill(user.password);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByText('Test laptop')).toBeVisible();
  await expect(passkeys.getByText(/Never used/)).toBeVisible();
  // A discoverable credential: the sign-in below names no account.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);

  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(DASHBOARD);
  await openSettings(page);
  await expect(passkeys.getByText(/Last used/)).toBeVisible();

  // With two-factor on, the passkey also answers the second step after the password.
  await enrolTotp(page, user.password);
  await signOut(page);
  await signInWithPassword(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(DASHBOARD);
});
