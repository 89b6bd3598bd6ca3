import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { callsTo, installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

beforeEach(() => clearCsrfToken());

const requestPath = 'POST /api/auth/password-reset/request';

async function requestLink() {
  const user = userEvent.setup();
  renderAuthPage('/forgot-password', <ForgotPasswordPage />, '/forgot-password');
  await user.click(screen.getByLabelText(/^Email Address/));
  await user.paste('ann@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('forgot password page', () => {
  it('sends the address and shows the server message', async () => {
    const message = 'If an account exists for that address, a reset link is on its way.';
    const { calls } = installAuthApi({ [requestPath]: { status: 200, body: { message } } });
    await requestLink();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(calls, requestPath)[0]?.body).toEqual({ email: 'ann@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [{ status: 500 }, 'Failed to send reset email'],
    [{ status: 429 }, 'Too many password reset requests. Please try again later.'],
    [
      { status: 400, body: { msg: 'Please provide a valid email address' } },
      'Please provide a valid email address',
    ],
  ])('shows the failure message (%#)', async (reply, text) => {
    installAuthApi({ [requestPath]: reply });
    await requestLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
