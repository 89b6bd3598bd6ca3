import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setToken } from '../../../lib/storage.ts';
import { callsTo, installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

beforeEach(() => clearCsrfToken());

const verifyPath = 'POST /api/auth/verification/verify-email';
const renderVerify = (url: string) => renderAuthPage('/verify-email', <VerifyEmailPage />, url);

describe('verify email page', () => {
  it('shows the loading state, then success with the server message, sending the token once', async () => {
    const { calls } = installAuthApi({
      [verifyPath]: { status: 200, body: { message: 'Email verified successfully' } },
    });
    renderVerify('/verify-email?token=once-1');
    expect(screen.getByText('Verifying your email address...')).toBeInTheDocument();
    expect(await screen.findByText('Verification Successful!')).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    // StrictMode mounts twice: a used token would fail the second time.
    expect(callsTo(calls, verifyPath)).toHaveLength(1);
    expect(callsTo(calls, verifyPath)[0]?.body).toEqual({ token: 'once-1' });
  });

  it('verifies even when a session token is stored', async () => {
    setToken('signed-in');
    installAuthApi({
      [verifyPath]: { status: 200, body: { message: 'Email verified successfully' } },
      'GET /api/auth/verify': { status: 200, body: { success: true } },
    });
    renderVerify('/verify-email?token=once-2');
    expect(await screen.findByText('Verification Successful!')).toBeInTheDocument();
  });

  it('fails at once without a token', () => {
    const { calls } = installAuthApi({});
    renderVerify('/verify-email');
    expect(screen.getByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Verification token is missing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(callsTo(calls, verifyPath)).toHaveLength(0);
  });

  it.each([
    [
      { status: 400, body: { msg: 'Invalid or expired verification token' } },
      'Invalid or expired verification token',
    ],
    [{ status: 200, body: {} }, 'Invalid response from server'],
    [{ status: 500 }, 'Failed to verify email'],
    [new Error('offline'), 'Failed to verify email'],
  ])('shows Verification Failed with the right message (%#)', async (reply, text) => {
    installAuthApi({ [verifyPath]: reply });
    renderVerify(`/verify-email?token=failing-${text.length}-${String(reply instanceof Error)}`);
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
