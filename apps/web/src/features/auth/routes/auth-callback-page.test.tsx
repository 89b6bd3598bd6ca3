import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getToken } from '../../../lib/storage.ts';
import { installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { AuthCallbackPage } from './auth-callback-page.tsx';

const renderCallback = (url: string) => renderAuthPage('/auth/callback', <AuthCallbackPage />, url);

describe('provider sign-in callback', () => {
  it('stores a Google token, clears it from the address bar and goes to /dashboard', async () => {
    installAuthApi({ 'GET /api/auth/verify': { status: 200, body: { success: true } } });
    window.history.replaceState(null, '', '/auth/callback?token=g-tok&provider=google');
    renderCallback('/auth/callback?token=g-tok&provider=google');
    expect(await screen.findByTestId('location')).toHaveTextContent('Private /dashboard');
    expect(getToken()).toBe('g-tok');
    expect(window.location.search).not.toContain('g-tok');
  });

  it.each([
    ['/auth/callback?provider=google'],
    ['/auth/callback?token=t&provider=github'],
    ['/auth/callback'],
  ])('goes to /login?error=oauth_failed for %s', async (url) => {
    installAuthApi({});
    renderCallback(url);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      'Login page /login?error=oauth_failed',
    );
    await waitFor(() => expect(getToken()).toBeNull());
  });
});
