import { expect, test } from './fixtures/test.ts';

const PUBLIC_PAGES = ['/login', '/register', '/forgot-password'] as const;

/** Relative luminance of a CSS rgb()/rgba() colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const isLoginPath = (url: URL) => url.pathname === '/login';

test.describe('routing for a signed-out visitor', () => {
  test('a protected route redirects to /login', async ({ page }) => {
    await page.goto('/budgets');
    await expect(page).toHaveURL(isLoginPath);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('an unknown path goes to / and from there to /login', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(isLoginPath);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('the login page loads without console errors or CSP violations', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('theme query parameter', () => {
  test('?theme=dark makes the page dark and remembers it', async ({ page }) => {
    await page.goto('/login?theme=dark');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminance(background)).toBeLessThan(0.25);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  });

  test('?theme=light makes the page light', async ({ page }) => {
    await page.goto('/login?theme=light');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminance(background)).toBeGreaterThan(0.75);
  });
});

test('each public page sets its own title, description, canonical link and structured data', async ({
  page,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', `${baseURL}${path}`);

    const title = await page.title();
    expect(title.trim(), `title of ${path}`).not.toBe('');
    titles.add(title);

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim(), `description of ${path}`).toBeTruthy();

    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    const data = JSON.parse((await jsonLd.textContent()) ?? '') as Record<string, unknown>;
    expect(data['@context'], `JSON-LD of ${path}`).toBe('https://schema.org');
    expect(data['name'], `JSON-LD name of ${path}`).toBeTruthy();
  }
  expect(titles.size, 'every public page has a title of its own').toBe(PUBLIC_PAGES.length);
});

test.describe('served by the one server process', () => {
  test('GET /api/health answers 200 { status: "ok" } and a durable engine', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    // The harness runs the embedded PostgreSQL, as npm start does: commits reach the disk.
    expect(await res.json()).toEqual({
      status: 'ok',
      database: { engine: 'postgres', durable: true },
    });
  });

  test('an unknown /api route answers a JSON 404, not the app', async ({ request }) => {
    const res = await request.get('/api/no-such-route');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(await res.json()).toEqual({ msg: expect.any(String) });
  });

  test('pages carry the security headers and are never cached', async ({ request }) => {
    for (const path of ['/', '/budgets']) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const headers = res.headers();
      expect(headers['content-type']).toContain('text/html');
      expect(headers['cache-control']).toBe('no-cache');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  test('hashed assets are pre-compressed and cached for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script[^>]+src="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'entry script in index.html').toBeTruthy();
    const res = await request.get(script ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-type']).toContain('javascript');
  });

  test('the app can be installed: a manifest with its icons, linked from every page', async ({
    request,
  }) => {
    const html = await (await request.get('/budgets')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Elevate', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toContain(icon.type);
    }
    expect(manifest.shortcuts).toEqual([
      { name: 'Add transaction', url: '/transactions?add=1', icons: expect.any(Array) },
      { name: 'Import', url: '/transactions/import', icons: expect.any(Array) },
    ]);
  });

  test('a missing hashed asset is a 404, not the app page', async ({ request }) => {
    const res = await request.get('/static/js/missing.0000.chunk.js');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).not.toContain('text/html');
  });
});
