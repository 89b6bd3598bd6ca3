import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { dehydrate, QueryClient, useQuery } from '@tanstack/react-query';
import { createStore, keys, set } from 'idb-keyval';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client.ts';
import { reportServerReached } from '../lib/network-status.ts';
import { useSession } from '../lib/session-context.ts';
import { getCacheOwner, getToken, setCacheOwner } from '../lib/storage.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { renderApp } from '../test/render-app.tsx';
import { PersistedSession } from './persisted-session.tsx';
import { ProtectedRoute } from './route-guards.tsx';
import { cacheBuster } from './query-persistence.ts';
import { SessionProvider } from './session-provider.tsx';

// The persister's own database (lib/query-persister.ts).
const store = createStore('elevate-offline', 'query-cache');
const budgetsKey = ['budgets', 'month', '2026-11'];

/** What a past session of `userId` left on this device. */
async function savedCache(userId: string, budgets: string) {
  const client = new QueryClient();
  client.setQueryData(budgetsKey, budgets);
  const clientState = dehydrate(client);
  await set(`user:${userId}`, { timestamp: Date.now(), buster: cacheBuster, clientState }, store);
}

function Budgets() {
  const { status } = useSession();
  const budgets = useQuery({
    queryKey: budgetsKey,
    queryFn: () => api.get<string>('/api/budgets'),
  });
  return (
    <>
      <p>status: {status}</p>
      <p>budgets: {budgets.data ?? 'none'}</p>
    </>
  );
}

function WhereAmI() {
  return <p>at {useLocation().pathname}</p>;
}

const routeObjects = [
  {
    element: (
      <SessionProvider>
        <PersistedSession>
          <Outlet />
        </PersistedSession>
      </SessionProvider>
    ),
    children: [
      { element: <ProtectedRoute />, children: [{ path: '/budgets', element: <Budgets /> }] },
      { path: '/login', element: <WhereAmI /> },
    ],
  },
];

/** The device is offline: no call gets an answer. */
/** No connection: the browser says so, and every call gets no answer. */
const offline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return installFakeFetch(() => new TypeError('Failed to fetch'));
};

afterEach(async () => {
  reportServerReached(true);
  await (await import('../lib/query-persister.ts')).clearPersistedQueries();
});

describe('starting offline', () => {
  it('signs in from the saved cache of the session’s user when the server cannot be reached', async () => {
    await savedCache('ada', 'Ada’s budgets');
    setCacheOwner('ada');
    offline();
    renderApp('/budgets', { token: 'tok', routeObjects });
    expect(await screen.findByText('budgets: Ada’s budgets')).toBeInTheDocument();
    expect(await screen.findByText('status: offline')).toBeInTheDocument();
    expect(getToken()).toBe('tok');
  });

  it('never restores another user’s cache', async () => {
    await savedCache('ada', 'Ada’s budgets');
    setCacheOwner('bob');
    const { calls } = offline();
    renderApp('/budgets', { token: 'tok', routeObjects });
    expect(await screen.findByText('status: offline')).toBeInTheDocument();
    // The page asks the server only once Bob's cache (none) has been restored.
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/budgets'));
    expect(screen.getByText('budgets: none')).toBeInTheDocument();
    // Ada's leftovers go as soon as Bob's session is known to be Bob's.
    await waitFor(async () => expect(await keys(store)).toEqual([]));
  });

  it('goes to /login on a 401 and forgets the saved cache', async () => {
    await savedCache('ada', 'Ada’s budgets');
    setCacheOwner('ada');
    installFakeFetch(() => ({ status: 401, body: { msg: 'Not authenticated' } }));
    renderApp('/budgets', { token: 'tok', routeObjects });
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(getCacheOwner()).toBeNull();
    await waitFor(async () => expect(await keys(store)).toEqual([]));
  });

  it('learns whose session it is once online, and saves that user’s data under their id', async () => {
    installFakeFetch((call) => {
      if (call.url === '/api/auth/verify') return { status: 200, body: { success: true } };
      if (call.url === '/api/auth/user')
        return {
          status: 200,
          body: {
            id: 'ada',
            email: 'a@example.com',
            name: 'Ada',
            isVerified: true,
            hasCompletedOnboarding: true,
          },
        };
      if (call.url === '/api/budgets') return { status: 200, body: 'Fresh budgets' };
      return undefined;
    });
    renderApp('/budgets', { token: 'tok', routeObjects });
    expect(await screen.findByText('budgets: Fresh budgets')).toBeInTheDocument();
    await waitFor(() => expect(getCacheOwner()).toBe('ada'));
    await waitFor(async () => expect(await keys(store)).toEqual(['user:ada']), { timeout: 3_000 });
  });
});
