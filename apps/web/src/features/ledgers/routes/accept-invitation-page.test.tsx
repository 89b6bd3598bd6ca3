import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => clearCsrfToken());

const acceptPath = '/api/invitations/accept';
const family = {
  _id: '64b000000000000000000002',
  name: 'Family',
  role: 'editor',
  personal: false,
  monthStartDay: 1,
};

function serve(reply: { status: number; body: unknown }) {
  return installFakeFetch((call) => {
    if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
    if (call.url.endsWith('/api/auth/verify')) return { status: 200, body: { success: true } };
    if (call.url.endsWith(acceptPath)) return reply;
    if (call.url.endsWith('/api/ledgers')) return { status: 200, body: { ledgers: [family] } };
    return undefined;
  });
}

describe('accept invitation page', { timeout: 20_000 }, () => {
  it('joins only on the button, then works in the joined ledger', async () => {
    const { calls } = serve({ status: 200, body: { ledger: family } });
    renderApp('/invitations/accept?token=tok-1', { token: 'session' });
    const join = await screen.findByRole('button', { name: 'Join ledger' });
    // Opening the link (a mail scanner running its scripts) joins nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.url.endsWith(acceptPath))).toEqual([]);

    await userEvent.setup().click(join);
    expect(await screen.findByText('You joined Family.')).toBeInTheDocument();
    const sent = calls.filter((call) => call.url.endsWith(acceptPath));
    expect(sent.map((call) => call.body)).toEqual([{ token: 'tok-1' }]);
    expect(getSelectedLedgerId()).toBe(family._id);
    expect(screen.getByRole('link', { name: 'Open Family' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows the server's message when the link cannot be used", async () => {
    serve({ status: 400, body: { msg: 'This invitation has expired or was already used' } });
    renderApp('/invitations/accept?token=old', { token: 'session' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join ledger' }));
    expect(
      await screen.findByText('This invitation has expired or was already used'),
    ).toBeInTheDocument();
    expect(getSelectedLedgerId()).toBeNull();
  });

  it('says so when the link has no token', async () => {
    serve({ status: 200, body: { ledger: family } });
    renderApp('/invitations/accept', { token: 'session' });
    expect(await screen.findByText('The link is missing its token.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join ledger' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, and back to the link afterwards', async () => {
    installFakeFetch((call) => {
      if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
      if (call.url.endsWith('/api/auth/login')) return { status: 200, body: { token: 'fresh' } };
      if (call.url.endsWith('/api/auth/verify')) return { status: 200, body: { success: true } };
      return undefined;
    });
    const { router } = renderApp('/invitations/accept?token=tok-2');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/email/i, {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/login');
    await user.type(email, 'b@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('button', { name: 'Join ledger' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invitations/accept');
    expect(router.state.location.search).toBe('?token=tok-2');
  });
});
