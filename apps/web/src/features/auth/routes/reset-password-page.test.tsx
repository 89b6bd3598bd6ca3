import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getToken, setToken } from '../../../lib/storage.ts';
import { callsTo, installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

beforeEach(() => clearCsrfToken());

const verifyPath = 'POST /api/auth/password-reset/verify';
const resetPath = 'POST /api/auth/password-reset/reset';
const validToken = { [verifyPath]: { status: 200, body: { valid: true } } };
const renderReset = (url = '/reset-password?token=reset-1') =>
  renderAuthPage('/reset-password', <ResetPasswordPage />, url);

async function fillAndSubmit(password: string, confirm: string) {
  await screen.findByLabelText(/^New Password/);
  submitNow(password, confirm);
}

/** For fake timers: the form is already there, so no waiting (waitFor needs real timers). */
function submitNow(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

/** Lets the fake-timed call chain (fetches, query notifications) settle without moving the clock much. */
async function settle() {
  for (let step = 0; step < 10; step++) await act(() => vi.advanceTimersByTimeAsync(1));
}

describe('reset password page', () => {
  it('shows Verifying reset token... and then the form for a valid token', async () => {
    const { calls } = installAuthApi(validToken);
    renderReset();
    expect(screen.getByText('Verifying reset token...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Confirm New Password/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Password Requirements' })).toBeInTheDocument();
    expect(callsTo(calls, verifyPath)[0]?.body).toEqual({ token: 'reset-1' });
  });

  it('says Reset token is missing without a token and calls nothing', () => {
    const { calls } = installAuthApi({});
    renderReset('/reset-password');
    expect(screen.getByText('Reset token is missing')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    [{ status: 200, body: { valid: false } }, 'Invalid or expired reset token'],
    [{ status: 400, body: { msg: 'Reset link has expired' } }, 'Reset link has expired'],
    [{ status: 500 }, 'Invalid or expired reset token'],
  ])('shows the token error (%#)', async (reply, text) => {
    installAuthApi({ [verifyPath]: reply });
    renderReset();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('refuses different passwords with Passwords do not match', async () => {
    const { calls } = installAuthApi(validToken);
    renderReset();
    await fillAndSubmit('NewSecret1!', 'NewSecret2!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(callsTo(calls, resetPath)).toHaveLength(0);
  });

  it('refuses a password that misses a requirement', async () => {
    const { calls } = installAuthApi(validToken);
    renderReset();
    await fillAndSubmit('newsecret1!', 'newsecret1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please ensure all password requirements are met.',
    );
    expect(callsTo(calls, resetPath)).toHaveLength(0);
  });

  it.each([
    [
      { status: 400, body: { msg: 'Invalid or expired reset token' } },
      'Invalid or expired reset token',
    ],
    [{ status: 500 }, 'Failed to reset password'],
  ])('shows a failed reset (%#)', async (reply, text) => {
    installAuthApi({ ...validToken, [resetPath]: reply });
    renderReset();
    await fillAndSubmit('NewSecret1!', 'NewSecret1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('offers to remove every passkey too, and sends the choice with the new password', async () => {
    const { calls } = installAuthApi({
      ...validToken,
      [resetPath]: { status: 200, body: { message: 'Password has been reset successfully' } },
    });
    renderReset();
    const box = await screen.findByRole('checkbox', { name: 'Also remove all passkeys' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    await fillAndSubmit('NewSecret1!', 'NewSecret1!');
    expect(await screen.findByText('Password has been reset successfully')).toBeInTheDocument();
    expect(callsTo(calls, resetPath)[0]?.body).toEqual({
      token: 'reset-1',
      password: 'NewSecret1!',
      removePasskeys: true,
    });
  });

  it('shows the server message and goes to /login exactly 3 seconds after success', async () => {
    const { calls } = installAuthApi({
      ...validToken,
      [resetPath]: { status: 200, body: { message: 'Password has been reset successfully' } },
    });
    renderReset();
    await screen.findByLabelText(/^New Password/);
    vi.useFakeTimers();
    submitNow('NewSecret1!', 'NewSecret1!');
    await settle();
    expect(screen.getByText('Password has been reset successfully')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login page...')).toBeInTheDocument();
    expect(callsTo(calls, resetPath)[0]?.body).toEqual({
      token: 'reset-1',
      password: 'NewSecret1!',
      removePasskeys: false,
    });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('location')).toHaveTextContent('Login page /login');
  });

  it('drops a session token stored in this browser when it redirects, since the reset revoked it', async () => {
    setToken('old-session');
    installAuthApi({
      ...validToken,
      'GET /api/auth/verify': { status: 200, body: { success: true } },
      'POST /api/auth/logout': { status: 401, body: { msg: 'Not authenticated' } },
      [resetPath]: { status: 200, body: { message: 'Password has been reset successfully' } },
    });
    renderReset();
    await screen.findByLabelText(/^New Password/);
    vi.useFakeTimers();
    submitNow('NewSecret1!', 'NewSecret1!');
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByTestId('location')).toHaveTextContent('Login page /login');
    expect(getToken()).toBeNull();
  });
});
