import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getToken } from '../../../lib/storage.ts';
import type { FakeCall } from '../../../test/fake-fetch.ts';
import { callsTo, installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { AuthCallbackPage } from './auth-callback-page.tsx';

beforeEach(() => clearCsrfToken());

const renderCallback = (url: string) => renderAuthPage('/auth/callback', <AuthCallbackPage />, url);
const EXCHANGE = 'POST /api/auth/google/exchange';

/** The server's exchange: only `good-code` is a live code of this browser. */
const exchange = (call: FakeCall) =>
  (call.body as { code?: string }).code === 'good-code'
    ? { status: 200, body: { token: 'session-tok' } }
    : { status: 400, body: { msg: 'Invalid or expired sign-in code' } };

describe('provider sign-in callback', () => {
  it('trades the code for a session token once, clears it from the address bar, goes to /dashboard', async () => {
    const { calls } = installAuthApi({
      [EXCHANGE]: exchange,
      'GET /api/auth/verify': { status: 200, body: { success: true } },
    });
    window.history.replaceState(null, '', '/auth/callback?token=good-code&provider=google');
    renderCallback('/auth/callback?token=good-code&provider=google');
    expect(screen.getByText('Completing sign-in...')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('Private /dashboard');
    expect(getToken()).toBe('session-tok');
    expect(window.location.search).not.toContain('good-code');
    const exchanges = callsTo(calls, EXCHANGE);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toEqual({ code: 'good-code' });
    expect(exchanges[0]?.headers['x-csrf-token']).toBe('csrf-test');
  });

  it('signs nobody in when the server refuses what the link carries (e.g. a session token)', async () => {
    const { calls } = installAuthApi({ [EXCHANGE]: exchange });
    renderCallback('/auth/callback?token=someone-elses-session-token&provider=google');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      'Login page /login?error=oauth_failed',
    );
    expect(callsTo(calls, EXCHANGE)).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it.each([
    ['/auth/callback?provider=google'],
    ['/auth/callback?token=t&provider=github'],
    ['/auth/callback'],
  ])('goes to /login?error=oauth_failed for %s without asking the server', async (url) => {
    const { calls } = installAuthApi({ [EXCHANGE]: exchange });
    renderCallback(url);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      'Login page /login?error=oauth_failed',
    );
    await waitFor(() => expect(getToken()).toBeNull());
    expect(callsTo(calls, EXCHANGE)).toHaveLength(0);
  });
});
