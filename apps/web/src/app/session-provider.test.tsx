import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client.ts';
import { clearCsrfToken } from '../lib/csrf.ts';
import { getToken } from '../lib/storage.ts';
import { LoginPage } from '../features/auth/routes/login-page.tsx';
import { installFakeFetch, type FakeCall } from '../test/fake-fetch.ts';
import { renderApp } from '../test/render-app.tsx';
import { useSession } from '../lib/session-context.ts';
import { SessionProvider } from './session-provider.tsx';

function Caller() {
  const { status, login, logout } = useSession();
  return (
    <>
      <p>status: {status}</p>
      <button type="button" onClick={() => void api.get('/api/budgets').catch(() => undefined)}>
        load
      </button>
      <button type="button" onClick={() => login('fresh')}>
        sign in
      </button>
      <button type="button" onClick={logout}>
        sign out
      </button>
    </>
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const routeObjects = [
  {
    element: (
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    ),
    children: [
      { path: '/page', element: <Caller /> },
      { path: '/login', element: <WhereAmI /> },
    ],
  },
];

const withLoginPage = [
  {
    ...routeObjects[0],
    children: [
      { path: '/page', element: <Caller /> },
      { path: '/login', element: <LoginPage /> },
    ],
  },
];

function server(answers: { verify?: number; budgets?: number }) {
  return installFakeFetch((call: FakeCall) => {
    if (call.url === '/api/auth/verify') return { status: answers.verify ?? 200, body: {} };
    if (call.url === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (call.url === '/api/auth/logout') return { status: 200, body: { success: true } };
    if (call.url === '/api/budgets') return { status: answers.budgets ?? 200, body: { msg: 'x' } };
    return undefined;
  });
}

const verifyCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/auth/verify');

beforeEach(() => clearCsrfToken());

describe('session', () => {
  it('becomes authenticated when the stored token passes verification', async () => {
    const { calls } = server({});
    renderApp('/page', { token: 'tok', routeObjects });
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(verifyCalls(calls)[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('stays unauthenticated without calling the server when no token is stored', async () => {
    const { calls } = server({});
    renderApp('/page', { routeObjects });
    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a 401 on any call removes the token and goes to /login', async () => {
    server({ budgets: 401 });
    renderApp('/page', { token: 'tok', routeObjects });
    await screen.findByText('status: authenticated');
    await userEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('a 401 of a signed-in device clears the cached data at once and says so on /login', async () => {
    server({ budgets: 401 });
    const { queryClient } = renderApp('/page', { token: 'tok', routeObjects: withLoginPage });
    await screen.findByText('status: authenticated');
    queryClient.setQueryData(['budgets', 'month', '2026-11'], { categories: ['Rent'] });
    await userEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You were signed out on this device',
    );
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(getToken()).toBeNull();
  });

  it('a stored token refused by the background check says so on /login too', async () => {
    server({ verify: 401 });
    const { router } = renderApp('/page', { token: 'tok', routeObjects: withLoginPage });
    await screen.findByText('status: unauthenticated');
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('You were signed out on this device')).toBeInTheDocument();
  });

  it('signing out on this device shows no such notice', async () => {
    server({});
    renderApp('/page', { token: 'tok', routeObjects: withLoginPage });
    await screen.findByText('status: authenticated');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('You were signed out on this device')).not.toBeInTheDocument();
  });

  it('a 423 removes the token and goes to /login?error=account_locked', async () => {
    server({ budgets: 423 });
    renderApp('/page', { token: 'tok', routeObjects });
    await screen.findByText('status: authenticated');
    await userEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(await screen.findByText('at /login?error=account_locked')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('a 423 on the background session check removes the token and shows the lock on /login', async () => {
    const { calls } = server({ verify: 423 });
    const { router } = renderApp('/page', { token: 'tok', routeObjects: withLoginPage });
    expect(
      await screen.findByText(
        'Your account has been temporarily locked due to too many failed login attempts. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?error=account_locked',
    );
    expect(getToken()).toBeNull();
    expect(verifyCalls(calls)).toHaveLength(1);
  });

  it('re-checks when the page becomes visible, at most once per 5 s', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { calls } = server({ verify: 503 });
    renderApp('/page', { token: 'tok', routeObjects });
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
    const becomeVisible = () =>
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });

    now.mockReturnValue(1_004_999);
    becomeVisible();
    expect(verifyCalls(calls)).toHaveLength(1);
    now.mockReturnValue(1_005_000);
    becomeVisible();
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(2));
    // A failure that is not a 401 keeps the token for the next check.
    expect(getToken()).toBe('tok');
  });

  it('re-checks on a route change while unauthenticated', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { calls } = server({ verify: 503 });
    const { router } = renderApp('/page', { token: 'tok', routeObjects });
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
    now.mockReturnValue(1_006_000);
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(2));
  });

  it('never runs two checks at once', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    let release: () => void = () => undefined;
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockImplementationOnce(async (input) => {
      calls.push({ url: String(input), method: 'GET', headers: {}, body: undefined });
      await new Promise<void>((resolve) => (release = resolve));
      return new Response('{}', { status: 200 });
    });
    renderApp('/page', { token: 'tok', routeObjects });
    await waitFor(() => expect(calls).toHaveLength(1));
    now.mockReturnValue(1_060_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(calls).toHaveLength(1);
    release();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
  });

  it('login stores the token and authenticates without a server check', async () => {
    const { calls } = server({});
    renderApp('/page', { routeObjects });
    await userEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(getToken()).toBe('fresh');
    expect(verifyCalls(calls)).toHaveLength(0);
  });
});
