import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getToken } from '../../../lib/storage.ts';
import { callsTo, installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { LoginPage } from './login-page.tsx';

beforeEach(() => clearCsrfToken());

const CHALLENGE = { twoFactorRequired: true, challenge: 'ch-1', passkey: false };

type User = ReturnType<typeof userEvent.setup>;
async function fill(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function signInWithPassword() {
  const user = userEvent.setup();
  renderAuthPage('/login', <LoginPage />, '/login');
  await fill(user, /^Email/, 'ann@example.com');
  await fill(user, /^Password/, 'Secret1!');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
  return user;
}

// Several screens and calls per test on a machine shared with other test runs.
describe('the second sign-in step', { timeout: 20_000 }, () => {
  it('keeps the token away until a right code, showing a wrong one in place', async () => {
    const { calls } = installAuthApi({
      'POST /api/auth/login': { status: 200, body: CHALLENGE },
      'POST /api/auth/2fa/verify': { status: 401, body: { msg: 'Invalid verification code' } },
      'GET /api/auth/verify': { status: 200, body: { success: true } },
    });
    const user = await signInWithPassword();
    expect(getToken()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    await fill(user, /^Authentication code/, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(getToken()).toBeNull();
    expect(callsTo(calls, 'POST /api/auth/2fa/verify')[0]?.body).toEqual({
      challenge: 'ch-1',
      code: '123456',
    });
  });

  it('signs in with a recovery code and goes to /dashboard', async () => {
    const { calls } = installAuthApi({
      'POST /api/auth/login': { status: 200, body: { ...CHALLENGE, passkey: true } },
      'POST /api/auth/2fa/verify': { status: 200, body: { token: 'tok-2fa' } },
      'GET /api/auth/verify': { status: 200, body: { success: true } },
    });
    const user = await signInWithPassword();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await fill(user, /^Recovery code/, 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/Private \/(dashboard)?$/);
    expect(getToken()).toBe('tok-2fa');
    expect(callsTo(calls, 'POST /api/auth/2fa/verify')[0]?.body).toEqual({
      challenge: 'ch-1',
      recoveryCode: 'abcd-efgh-jkmn',
    });
  });

  it('Back to Sign In returns to the password form', async () => {
    installAuthApi({ 'POST /api/auth/login': { status: 200, body: CHALLENGE } });
    const user = await signInWithPassword();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });
});
