import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getToken } from '../../../lib/storage.ts';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { callsTo, installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { LoginPage } from './login-page.tsx';

beforeEach(() => clearCsrfToken());

const renderLogin = (url = '/login') => renderAuthPage('/login', <LoginPage />, url);

async function signIn(email = 'ann@example.com', password = 'Secret1!') {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/^Email/));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page', () => {
  it('shows the form, the Google button and both links', () => {
    installAuthApi({});
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Elevate your financial journey.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(document.title).toBe('Sign In | Elevate');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/login',
    );
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
      '"WebPage"',
    );
  });

  it('stores the token and goes to /dashboard after a successful sign-in', async () => {
    const { calls } = installAuthApi({
      'POST /api/auth/login': { status: 200, body: { token: 'tok-1' } },
      'GET /api/auth/verify': { status: 200, body: { success: true } },
    });
    renderLogin();
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/Private \/(dashboard)?$/);
    expect(getToken()).toBe('tok-1');
    const [loginCall] = callsTo(calls, 'POST /api/auth/login');
    expect(loginCall?.body).toEqual({ email: 'ann@example.com', password: 'Secret1!' });
    expect(loginCall?.headers['x-csrf-token']).toBe('csrf-test');
  });

  it('disables the inputs and reads Signing In... while the call is under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/csrf-token'
          ? Promise.resolve(jsonResponse(200, { csrfToken: 'c' }))
          : new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    renderLogin();
    await signIn();
    const busyButton = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busyButton).toBeDisabled();
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(screen.getByLabelText(/^Password/)).toBeDisabled();
    answer(jsonResponse(401, { msg: 'Invalid credentials' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([
    [
      429,
      { msg: 'Too many login attempts. Please try again later.' },
      'Too many login attempts. Please try again after 15 minutes.',
    ],
    [
      423,
      { msg: 'Account locked' },
      'Your account has been temporarily locked. Please try again later.',
    ],
    [
      401,
      { msg: 'Please verify your email first' },
      'Please verify your email address before logging in.',
    ],
    [401, { msg: 'Invalid credentials' }, 'Invalid credentials'],
    [500, undefined, 'An error occurred during login.'],
    [200, { ok: true }, 'No token received from server'],
  ])('a %i answer shows its message and keeps the user on the page', async (status, body, text) => {
    const { calls } = installAuthApi({ 'POST /api/auth/login': { status, body } });
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
    // No retry of a 429 and no global lock redirect: exactly one login call was made.
    expect(callsTo(calls, 'POST /api/auth/login')).toHaveLength(1);
  });

  it.each([
    [
      'account_locked',
      'Your account has been temporarily locked due to too many failed login attempts. Please try again later.',
    ],
    ['oauth_failed', 'Google sign-in failed. Please try again.'],
    ['token_error', 'Authentication failed. Please try again.'],
    ['callback_error', 'An error occurred during authentication. Please try again.'],
  ])('?error=%s shows its message', async (code, text) => {
    installAuthApi({});
    renderLogin(`/login?error=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows nothing for an unknown ?error= value', () => {
    installAuthApi({});
    renderLogin('/login?error=toString');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('trades a Google sign-in code from the query for a session token and goes to /dashboard', async () => {
    const { calls } = installAuthApi({
      'POST /api/auth/google/exchange': { status: 200, body: { token: 'session-tok' } },
      'GET /api/auth/verify': { status: 200, body: { success: true } },
    });
    renderLogin('/login?token=google-code&provider=google');
    await waitFor(() => expect(getToken()).toBe('session-tok'));
    expect(await screen.findByTestId('location')).toHaveTextContent(/Private \/(dashboard)?$/);
    expect(callsTo(calls, 'POST /api/auth/google/exchange').map((call) => call.body)).toEqual([
      { code: 'google-code' },
    ]);
  });

  it('signs nobody in from a refused code and shows the Google failure message', async () => {
    installAuthApi({
      'POST /api/auth/google/exchange': {
        status: 400,
        body: { msg: 'Invalid or expired sign-in code' },
      },
    });
    renderLogin('/login?token=forged-session-token&provider=google');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in failed. Please try again.',
    );
    expect(getToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('ignores a token without provider=google', () => {
    installAuthApi({});
    renderLogin('/login?token=stray');
    expect(getToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
