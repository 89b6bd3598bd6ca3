import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { setAuthHandlers } from '../../../lib/auth-events.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getToken, setToken } from '../../../lib/storage.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const strong = 'N3w!Passw0rd';
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Change Password' });

function serve(reply: (call: FakeCall) => { status: number; body?: unknown }) {
  return installFakeFetch((call) =>
    call.url.endsWith('/api/csrf-token') ? { status: 200, body: { csrfToken: 'c' } } : reply(call),
  );
}

beforeEach(() => clearCsrfToken());

describe('change password form', () => {
  it('stays disabled while the current password is empty and ticks requirements live', () => {
    renderWithProviders(<ChangePasswordForm />);
    type('New Password', strong);
    expect(submit()).toBeDisabled();
    type('Current Password', 'old');
    expect(submit()).toBeEnabled();
    expect(screen.getByText('One special character (@$!%*?&)').closest('li')).toHaveAttribute(
      'data-met',
      'true',
    );
    expect(screen.getByText('Passwords match').closest('li')).toHaveAttribute('data-met', 'false');
  });

  it('refuses to submit until every requirement is met', async () => {
    const { calls } = serve(() => ({ status: 200 }));
    renderWithProviders(<ChangePasswordForm />);
    type('Current Password', 'old');
    type('New Password', 'weak');
    type('Confirm New Password', 'weak');
    await userEvent.setup().click(submit());
    expect(
      screen.getByText('Please ensure all password requirements are met.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the current and new password, stores the new session token and reports success', async () => {
    setToken('old-session');
    const { calls } = serve(() => ({
      status: 200,
      body: { success: true, message: 'ok', token: 'new-session' },
    }));
    renderWithProviders(<ChangePasswordForm />);
    type('Current Password', 'Old!Passw0rd');
    type('New Password', strong);
    type('Confirm New Password', strong);
    await userEvent.setup().click(submit());
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ currentPassword: 'Old!Passw0rd', newPassword: strong });
    expect(calls.at(-1)?.headers.authorization).toBe('Bearer old-session');
    // The change ended the old session: later calls must carry the one it answered.
    expect(getToken()).toBe('new-session');
    expect(field('Current Password')).toHaveValue('');
  });

  it('shows a wrong current password without signing the user out, and typing clears it', async () => {
    const onUnauthorized = vi.fn();
    const restore = setAuthHandlers({ onUnauthorized, onLocked: vi.fn() });
    serve(() => ({ status: 401, body: { msg: 'Current password is incorrect' } }));
    renderWithProviders(<ChangePasswordForm />);
    type('Current Password', 'wrong');
    type('New Password', strong);
    type('Confirm New Password', strong);
    await userEvent.setup().click(submit());
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(onUnauthorized).not.toHaveBeenCalled();
    type('Current Password', 'wrong2');
    expect(screen.queryByText('Current password is incorrect')).not.toBeInTheDocument();
    restore();
  });

  it("falls back to the call's text when the server gives no message", async () => {
    serve(() => ({ status: 500, body: {} }));
    renderWithProviders(<ChangePasswordForm />);
    type('Current Password', 'Old!Passw0rd');
    type('New Password', strong);
    type('Confirm New Password', strong);
    await userEvent.setup().click(submit());
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});
