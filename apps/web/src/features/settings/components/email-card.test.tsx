import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { installAccountApi } from '../test/fake-account-api.ts';
import { EmailCard } from './email-card.tsx';

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
