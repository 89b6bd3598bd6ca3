import { defineConfig } from '@playwright/test';

/**
 * Browser tests run the real server (see e2e/fixtures/test.ts) against the built app in
 * apps/web/dist, in Debian's Chromium: Playwright's own browser downloads are never used.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Each worker starts its own server and database next to a browser: one is plenty for
  // the suite and keeps a small CI machine responsive.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    // The built app registers a service worker (decision 0059): blocked, so a test's request
    // routes and mocks meet the page's own requests; the tests of offline behaviour allow it.
    serviceWorkers: 'block',
  },
});
