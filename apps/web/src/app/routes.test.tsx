import '../test/mock-feature-pages.ts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCsrfToken } from '../lib/csrf.ts';
import { getToken } from '../lib/storage.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { renderApp } from '../test/render-app.tsx';

function serverAcceptingToken(valid = true) {
  return installFakeFetch((call) => {
    if (call.url === '/api/auth/verify')
      return valid
        ? { status: 200, body: {} }
        : { status: 401, body: { msg: 'Token is not valid' } };
    if (call.url === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    return undefined;
  });
}

beforeEach(() => clearCsrfToken());

describe('signed out', () => {
  it('a visit to /budgets lands on /login, passing the origin location', async () => {
    serverAcceptingToken();
    const { router } = renderApp('/budgets?month=2');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const from = (router.state.location.state as { from: { pathname: string; search: string } })
      .from;
    expect(from).toMatchObject({ pathname: '/budgets', search: '?month=2' });
  });

  it('an unknown path goes to / and from there to /login', async () => {
    serverAcceptingToken();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/register', 'Register'],
    ['/forgot-password', 'Forgot Password'],
    ['/verify-email?token=x', 'Verify Email'],
    ['/reset-password?token=x', 'Reset Password'],
    ['/auth/callback', 'Auth Callback'],
  ])('%s is public', async (path, heading) => {
    serverAcceptingToken();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('signed in', () => {
  it('a visit to /login goes to the dashboard at /', async () => {
    serverAcceptingToken();
    const { router } = renderApp('/login', { token: 'tok' });
    // The first signed-in render of the file loads and renders the whole shell (ledger switcher included).
    expect(
      await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/dashboard shows the dashboard too', async () => {
    serverAcceptingToken();
    renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['/budgets', 'Budgets'],
    ['/transactions', 'Transactions'],
    ['/accounts', 'Accounts'],
    ['/settings', 'Settings'],
    ['/support', 'Support'],
  ])('%s opens inside the shell', async (path, heading) => {
    serverAcceptingToken();
    renderApp(path, { token: 'tok' });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each([
    ['/verify-email?token=x', 'Verify Email'],
    ['/reset-password?token=x', 'Reset Password'],
    ['/auth/callback?token=t&provider=google', 'Auth Callback'],
  ])('%s still does its work with a token stored', async (path, heading) => {
    serverAcceptingToken();
    const { router } = renderApp(path, { token: 'tok' });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it('a stored token the server rejects is removed and the user is sent to /login', async () => {
    serverAcceptingToken(false);
    const { router } = renderApp('/budgets', { token: 'stale' });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
