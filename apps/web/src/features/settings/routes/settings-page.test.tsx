import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { SettingsPage } from './settings-page.tsx';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  isVerified: false,
  hasCompletedOnboarding: true,
};

beforeEach(() => clearCsrfToken());

describe('settings page', () => {
  it('resends the verification email and then marks the address verified', async () => {
    const { calls } = installFakeFetch((call) => {
      if (call.url.endsWith('/api/auth/user')) return { status: 200, body: user };
      if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
      if (call.url.endsWith('/send-verification'))
        return { status: 200, body: { message: 'Verification email sent' } };
      return undefined;
    });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText('Not Verified')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Resend Verification Email' }),
    ).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/send-verification'))?.body).toEqual({
      email: user.email,
    });
  });

  it('shows the resend fallback when the server gives no message', async () => {
    installFakeFetch((call) => {
      if (call.url.endsWith('/api/auth/user')) return { status: 200, body: user };
      if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
      return { status: 500, body: {} };
    });
    renderWithProviders(<SettingsPage />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Failed to resend verification email')).toBeInTheDocument();
  });

  it('shows skeletons while a card loads, and a retry when it failed', async () => {
    let statusCalls = 0;
    installFakeFetch((call) => {
      if (call.url.endsWith('/api/auth/user')) return { status: 200, body: user };
      if (call.url.endsWith('/api/auth/2fa')) {
        statusCalls += 1;
        return statusCalls === 1
          ? { status: 500, body: { msg: 'Internal Server Error' } }
          : { status: 200, body: { totpEnabled: true, recoveryCodesLeft: 1, hasPassword: true } };
      }
      return undefined;
    });
    renderWithProviders(<SettingsPage />);
    const card = screen.getByRole('region', { name: 'Two-Factor Authentication' });
    expect(
      within(card).getByRole('progressbar', { name: 'Loading two-factor settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading devices' })).toBeInTheDocument();
    expect(
      await within(card).findByText('Failed to load two-factor settings.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('1 of 10 recovery codes left.')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('toggles dark mode and stores it under darkMode', async () => {
    installFakeFetch((call) =>
      call.url.endsWith('/api/auth/user')
        ? { status: 200, body: { ...user, isVerified: true } }
        : undefined,
    );
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(toggle).toBeChecked();
    expect(window.localStorage.getItem('darkMode')).toBe('true');
  });
});
