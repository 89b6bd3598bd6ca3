import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

beforeEach(() => clearCsrfToken());

function serve(hasPassword: boolean) {
  return installFakeFetch((call) => {
    if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
    if (call.url.endsWith('/api/auth/2fa')) {
      return { status: 200, body: { totpEnabled: false, recoveryCodesLeft: 0, hasPassword } };
    }
    if (call.url.endsWith('/api/auth/passkeys') && call.method === 'GET') {
      return { status: 200, body: { passkeys: [] } };
    }
    if (call.url.endsWith('/registration-options') || call.url.endsWith('/totp/setup')) {
      return { status: 401, body: { msg: 'Password is incorrect' } };
    }
    return undefined;
  });
}
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const bodyOf = (calls: { url: string; body: unknown }[], end: string) =>
  calls.filter((call) => call.url.endsWith(end)).map((call) => call.body);

describe('adding a passkey or an authenticator app asks who is there', () => {
  it('a passkey needs the current password, sent with the options call', async () => {
    const { calls } = serve(true);
    renderWithProviders(<PasskeysCard />);
    type(screen.getByLabelText('Passkey name'), 'Laptop');
    const add = screen.getByRole('button', { name: 'Add a passkey' });
    expect(add).toBeDisabled();
    type(await screen.findByLabelText(/Current password/), 'Str0ng!Pass');
    fireEvent.click(add);
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(bodyOf(calls, '/registration-options')).toEqual([{ password: 'Str0ng!Pass' }]);
  });

  it('turning on the authenticator app needs the current password', async () => {
    const { calls } = serve(true);
    renderWithProviders(<TwoFactorCard />);
    const start = await screen.findByRole('button', { name: 'Set up authenticator app' });
    expect(start).toBeDisabled();
    type(screen.getByLabelText(/Current password/), 'Str0ng!Pass');
    fireEvent.click(start);
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(bodyOf(calls, '/totp/setup')).toEqual([{ password: 'Str0ng!Pass' }]);
  });

  it('an account without a password is told to sign in with Google again instead', async () => {
    serve(false);
    renderWithProviders(<TwoFactorCard />);
    expect(
      await screen.findByRole('link', { name: 'Sign in with Google again' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up authenticator app' })).toBeEnabled();
  });
});
