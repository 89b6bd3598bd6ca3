import { E2E_PASSWORD, signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

test.describe('a signed-in user', () => {
  test('who signed up and verified by mail reaches a protected page in the app shell', async ({
    page,
    app,
  }) => {
    await signUpAndVerify(app, page);
    await page.goto('/budgets');
    await expect(page).toHaveURL((url) => url.pathname === '/budgets');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Budgets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('is sent to / when opening a public page', async ({ page, app }) => {
    await signUpAndVerify(app, page);
    await page.goto('/register');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('logs out from the navigation: token removed, back on /login', async ({ page, app }) => {
    await signUpAndVerify(app, page);
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/budgets');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});

test('signing in before verifying the e-mail is refused with the verification message', async ({
  request,
  app,
}) => {
  const email = `unverified-${Date.now()}@example.com`;
  const csrf = async () => {
    const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as {
      csrfToken: string;
    };
    return { 'x-csrf-token': csrfToken };
  };
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Una Verified', email, password: E2E_PASSWORD },
    headers: await csrf(),
  });
  expect(registered.ok()).toBe(true);
  const mail = await app.lastMailTo(email);
  expect(mail.links.some((link) => link.startsWith(`${app.baseURL}/verify-email?token=`))).toBe(
    true,
  );
  const login = await request.post('/api/auth/login', {
    data: { email, password: E2E_PASSWORD },
    headers: await csrf(),
  });
  expect(login.status()).toBe(401);
  expect(((await login.json()) as { msg: string }).msg.toLowerCase()).toContain('verify');
});
