import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { CHROMIUM } from './lighthouse-run.ts';

export interface BundleSize {
  jsKb: number;
  cssKb: number;
}

/** Every same-origin script and stylesheet the page fetched until the network went quiet. */
async function fetchedAssets(
  page: Page,
  url: string,
  ready: () => Promise<void>,
): Promise<Set<string>> {
  const files = new Set<string>();
  let lastRequest = Date.now();
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === new URL(url).origin && /\.(js|css)$/.test(pathname)) files.add(pathname);
    if (pathname !== '/api/events') lastRequest = Date.now();
  });
  await page.goto(url);
  await ready();
  // Not 'networkidle': a signed-in page keeps its live-update stream open (decision 0049).
  while (Date.now() - lastRequest < 1_000) await page.waitForTimeout(100);
  return files;
}

async function gzippedSizes(distDir: string, files: Set<string>): Promise<BundleSize> {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const bytes = gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { jsKb: js / 1024, cssKb: css / 1024 };
}

/**
 * Gzipped JS and CSS that /login and the dashboard need, as Chromium actually
 * fetches them from the build (entry, preloads and lazy route chunks), so a
 * change in how the app splits its code cannot make the figure stale.
 */
export async function bundleSizes(
  distDir: string,
  url: string,
  token: string,
): Promise<Record<'login' | 'dashboard', BundleSize>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const login = await browser.newPage();
    const loginFiles = await fetchedAssets(login, `${url}/login`, () =>
      login.getByRole('button', { name: 'Sign In', exact: true }).waitFor(),
    );
    const dashboard = await browser.newPage();
    await dashboard.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const dashboardFiles = await fetchedAssets(dashboard, `${url}/`, () =>
      dashboard.locator('[data-testid^="category-expense-"]').first().waitFor({ timeout: 60_000 }),
    );
    return {
      login: await gzippedSizes(distDir, loginFiles),
      dashboard: await gzippedSizes(distDir, dashboardFiles),
    };
  } finally {
    await browser.close();
  }
}
