import { randomBytes } from 'node:crypto';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
// The same real OpenID provider the server's tests sign in at (the `oidc-provider` package).
import { startOidcProvider, type TestOidcProvider } from '../../server/src/test/oidc-provider.ts';
import { freePort } from './fixtures/free-port.ts';
import { startServer } from './fixtures/server.ts';

const OAUTH_FAILED = 'Google sign-in failed. Please try again.';
const isOauthFailed = (url: URL) =>
  url.pathname === '/login' && url.search === '?error=oauth_failed';
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function expectSignedOutWithGoogleFailure(page: Page) {
  await expect(page).toHaveURL(isOauthFailed);
  await expect(page.getByRole('alert')).toHaveText(OAUTH_FAILED);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

interface ProviderApp {
  baseURL: string;
  provider: TestOidcProvider;
}

/** A server of its own whose Google sign-in goes to a real OpenID provider on loopback. */
const withProvider = base.extend<object, { providerApp: ProviderApp }>({
  providerApp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      const provider = await startOidcProvider(`${baseURL}/api/auth/google/callback`);
      const server = await startServer(
        {
          OIDC_ISSUER: provider.issuer,
          GOOGLE_CLIENT_ID: provider.clientId,
          GOOGLE_CLIENT_SECRET: provider.clientSecret,
          // Off: this spec needs no per-client addresses ('' reads as unset).
          TRUST_PROXY: '',
        },
        { port },
      );
      try {
        await provide({ baseURL, provider });
      } finally {
        await server.stop();
        await provider.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ providerApp }, provide) => {
    await provide(providerApp.baseURL);
  },
});

/** A provider account that has verified its e-mail; its subject is the login to type. */
function providerAccount(provider: TestOidcProvider): string {
  const subject = `sub-${randomBytes(5).toString('hex')}`;
  provider.accounts.set(subject, {
    email: `${subject}@example.com`,
    email_verified: true,
    name: 'Gale Google',
  });
  return subject;
}

/** 'Continue with Google', then the provider's own sign-in and consent forms. */
async function continueWithGoogle(page: Page, subject: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The provider's pages load a web font; nothing outside loopback is reachable here. */
const offline = (context: BrowserContext) => context.route(/^https:\/\//, (route) => route.abort());

/** Someone else's live session: they signed in with Google in a browser of their own. */
async function sessionOfAnotherAccount(browser: Browser, app: ProviderApp): Promise<string> {
  const sender = await browser.newContext({ baseURL: app.baseURL });
  await offline(sender);
  const page = await sender.newPage();
  await continueWithGoogle(page, providerAccount(app.provider));
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const token = await storedToken(page);
  await sender.close();
  if (!token) throw new Error('the sender has no session token');
  return token;
}

withProvider.describe('a forged provider return link', () => {
  for (const route of ['/auth/callback', '/login']) {
    withProvider(
      `${route}?token=<session token of another account>&provider=google signs nobody in`,
      async ({ page, context, browser, providerApp }) => {
        const token = await sessionOfAnotherAccount(browser, providerApp);
        const live = await page.request.get('/api/auth/user', {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(live.status(), 'the forged link carries a live session token').toBe(200);

        await offline(context);
        await page.goto(`${route}?token=${encodeURIComponent(token)}&provider=google`);
        await expectSignedOutWithGoogleFailure(page);
      },
    );
  }
});

withProvider.describe('sign-in with a real OpenID provider', () => {
  withProvider(
    'signs in through a one-time code: no address ever holds the session token',
    async ({ page, context, providerApp }) => {
      await offline(context);
      const addresses: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) addresses.push(request.url());
      });
      await continueWithGoogle(page, providerAccount(providerApp.provider));

      await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
      const token = await storedToken(page);
      expect(token).toBeTruthy();
      expect(addresses.some((url) => url.includes('/auth/callback?token='))).toBe(true);
      expect(addresses.filter((url) => url.includes(token ?? '-'))).toEqual([]);
    },
  );

  withProvider(
    "the sender's own return link, opened in another browser, signs nobody in",
    async ({ page, context, browser, providerApp }) => {
      // The sender signs in in their browser and keeps the link instead of using it up.
      const sender = await browser.newContext({ baseURL: providerApp.baseURL });
      await offline(sender);
      const senderPage = await sender.newPage();
      let link = '';
      senderPage.on('request', (request) => {
        if (new URL(request.url()).pathname === '/auth/callback') link = request.url();
      });
      await senderPage.route('**/api/auth/google/exchange', (route) => route.abort());
      await continueWithGoogle(senderPage, providerAccount(providerApp.provider));
      await expect.poll(() => link).toContain('/auth/callback?token=');

      await offline(context);
      await page.goto(link);
      await expectSignedOutWithGoogleFailure(page);

      // The code was live all along: only the browser that started the flow may use it.
      await senderPage.unrouteAll();
      await senderPage.goto(link);
      await expect(senderPage).toHaveURL((url) => url.pathname === '/dashboard');
      expect(await storedToken(senderPage)).toBeTruthy();
      await sender.close();
    },
  );
});
