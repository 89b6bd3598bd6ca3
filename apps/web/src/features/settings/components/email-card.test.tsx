import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { EmailCard } from './email-card.tsx';

type Reply = { status: number; body?: unknown };

/** GET and PATCH /api/account; a PATCH is refused with `refusal` when one is given. */
function installAccountApi(refusal?: Reply) {
  const account = {
    email: 'ada@example.com',
    name: 'Ada',
    hasPassword: true,
    providerLinked: false,
    checklistDismissed: false,
    weeklyDigest: false,
  };
  return installFakeFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/auth/user') {
      return {
        status: 200,
        body: { email: account.email, name: 'Ada', isVerified: true, hasCompletedOnboarding: true },
      };
    }
    if (path === '/api/account' && call.method === 'PATCH') {
      if (refusal) return refusal;
      Object.assign(account, call.body);
      return { status: 200, body: { success: true } };
    }
    if (path === '/api/account') return { status: 200, body: account };
    return undefined;
  });
}

const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

beforeEach(() => clearCsrfToken());

describe('E-mail card', () => {
  it('turns the weekly digest on at once and shows what the server saved', async () => {
    const { calls } = installAccountApi();
    renderWithProviders(<EmailCard />);
    const card = screen.getByRole('region', { name: 'E-mail updates' });
    const toggle = await within(card).findByRole('switch', { name: 'Weekly digest' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/A Monday e-mail with last week's spending/);

    await userEvent.setup().click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(patches(calls)).toEqual([{ weeklyDigest: true }]));
    // The account is read again after the write, and it says the digest is on.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.url.endsWith('/api/account')),
      ).toHaveLength(2),
    );
    expect(toggle).toBeChecked();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the switch back and shows the server's message when the change is refused", async () => {
    installAccountApi({ status: 503, body: { msg: 'E-mail settings are unavailable right now' } });
    renderWithProviders(<EmailCard />);
    const toggle = await screen.findByRole('switch', { name: 'Weekly digest' });

    await userEvent.setup().click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail settings are unavailable right now',
    );
    expect(toggle).not.toBeChecked();
  });

  it('offers a retry instead of a switch when the account cannot be read', async () => {
    installFakeFetch(() => ({ status: 500, body: { msg: 'Internal Server Error' } }));
    renderWithProviders(<EmailCard />);
    expect(
      await screen.findByText('Failed to load your e-mail settings. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
